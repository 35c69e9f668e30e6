import type { MouseEvent, ReactNode } from 'react';
import { Icon } from '../../icons/Icon';
import { useLinkComponent } from '../../providers/LinkProvider';
import {
  ButtonRow,
  Chevron,
  Description,
  Leading,
  LinkRow,
  Main,
  StaticRow,
  Title,
  Value,
} from './Cell.styles';

export interface CellProps {
  /** The main text of the row. */
  title: ReactNode;
  /** A second, smaller line under the title; the row grows to 56 px. */
  description?: ReactNode;
  /** Shown at the right, such as an amount, a status tag or the current setting. */
  value?: ReactNode;
  /** An icon or avatar before the text. Keep it decorative: the title names the row. */
  leading?: ReactNode;
  /** Makes the row a link (through the app's link component). */
  href?: string;
  /** Makes the row a button (unless `href` is given). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Shows a chevron at the right. @default true when the row has `href` or `onClick` */
  chevron?: boolean;
  /** Greys the row out and ignores presses. @default false */
  disabled?: boolean;
}

/**
 * A row of a list: optional leading icon or avatar, a title with an optional description, and a
 * value on the right. With `href` or `onClick` the whole row is one link or button with a chevron.
 * At least 44 px high (56 px with a description).
 */
export function Cell({
  title,
  description,
  value,
  leading,
  href,
  onClick,
  chevron,
  disabled = false,
}: CellProps) {
  const Link = useLinkComponent();
  const navigable = href !== undefined || onClick !== undefined;
  const twoLine = description !== undefined;
  const content = (
    <>
      {leading !== undefined ? <Leading>{leading}</Leading> : null}
      <Main>
        <Title $disabled={disabled}>{title}</Title>
        {description !== undefined ? (
          <Description $disabled={disabled}>{description}</Description>
        ) : null}
      </Main>
      {value !== undefined ? <Value $disabled={disabled}>{value}</Value> : null}
      {(chevron ?? navigable) ? (
        <Chevron $disabled={disabled}>
          <Icon name="chevronRight" />
        </Chevron>
      ) : null}
    </>
  );

  if (href !== undefined) {
    // A disabled link has no href, cannot be focused, and says it is disabled.
    return disabled ? (
      <LinkRow role="link" aria-disabled="true" $twoLine={twoLine}>
        {content}
      </LinkRow>
    ) : (
      <LinkRow as={Link} href={href} onClick={onClick} $twoLine={twoLine}>
        {content}
      </LinkRow>
    );
  }
  if (onClick !== undefined) {
    return (
      <ButtonRow type="button" onClick={onClick} disabled={disabled} $twoLine={twoLine}>
        {content}
      </ButtonRow>
    );
  }
  return <StaticRow $twoLine={twoLine}>{content}</StaticRow>;
}
