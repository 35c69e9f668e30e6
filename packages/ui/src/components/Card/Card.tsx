import type { MouseEvent, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { useLinkComponent } from '../../providers/LinkProvider';
import { Heading } from '../Typography/Heading';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';

const paddings = { none: 0, sm: 300, md: 400, lg: 600 } as const;

const surface = css<{ $padding: CardPadding }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  width: 100%;
  min-width: 0;
  margin: 0;
  padding: ${({ theme, $padding }) => theme.space[paddings[$padding]]};
  border: none;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.color.text.primary};
  text-align: start;
`;

const pressable = css`
  cursor: pointer;
  text-decoration: none;
  user-select: none;
  transition: background
    ${({ theme }) => `${theme.motion.duration.fast} ${theme.motion.easing.standard}`};
  &:active {
    background: ${({ theme }) => theme.color.bg.subtle};
  }
`;

const StaticCard = styled.div<{ $padding: CardPadding }>`
  ${surface}
`;

const ButtonCard = styled.button<{ $padding: CardPadding }>`
  ${surface}
  ${pressable}
  font: inherit;
`;

const LinkCard = styled.a<{ $padding: CardPadding }>`
  ${surface}
  ${pressable}
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

const Title = styled(Heading)<{ $lines: number | undefined }>`
  min-width: 0;
  ${({ theme, $lines }) =>
    $lines === undefined
      ? ''
      : css`
          /* Always this many lines high, the rest cut with an ellipsis: cards of one list are of
             one height, so their placeholders can be too. */
          display: -webkit-box;
          min-height: calc(${theme.font.lineHeight.md} * ${$lines});
          overflow: hidden;
          -webkit-box-orient: vertical;
          -webkit-line-clamp: ${$lines};
        `}
`;

const Extra = styled.div`
  display: flex;
  align-items: center;
  flex: none;
  /* Centred on the first line of the title, however many lines the title takes. */
  min-height: ${({ theme }) => theme.font.lineHeight.md};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
`;

export interface CardProps {
  /** Heading of the card. */
  title?: string;
  /**
   * Lines the title always takes: shorter titles leave the space, longer ones end with an
   * ellipsis. For cards in a list whose placeholders must have the loaded card's height.
   * @default as many as the title needs
   */
  titleLines?: 1 | 2 | 3;
  /** Heading level of `title`, to fit the outline of the screen. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Shown at the right of the header: a status tag, a short note or, on a card that is not
   * itself pressable, an action.
   */
  extra?: ReactNode;
  /** Inner spacing: `none` for edge-to-edge content, `sm` 12 px, `md` 16 px, `lg` 24 px. @default 'md' */
  padding?: CardPadding;
  /**
   * Makes the whole card a link (through the app's link component). Its content becomes the
   * link text, so keep `extra` and children free of other controls.
   */
  href?: string;
  /** Makes the whole card a button (unless `href` is given). Keep its content free of other controls. */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** The content. */
  children?: ReactNode;
}

/** A raised surface grouping related content, optionally with a header and pressable as a whole. */
export function Card({
  title,
  titleLines,
  headingLevel = 3,
  extra,
  padding = 'md',
  href,
  onClick,
  children,
}: CardProps) {
  const Link = useLinkComponent();
  const header =
    title !== undefined || extra !== undefined ? (
      <Header>
        {title !== undefined ? (
          <Title
            level={headingLevel}
            size="md"
            weight="semibold"
            tone="primary"
            breakAnywhere
            $lines={titleLines}
          >
            {title}
          </Title>
        ) : (
          <span />
        )}
        {extra !== undefined ? <Extra>{extra}</Extra> : null}
      </Header>
    ) : null;

  if (href !== undefined) {
    return (
      <LinkCard as={Link} href={href} onClick={onClick} $padding={padding}>
        {header}
        {children}
      </LinkCard>
    );
  }
  if (onClick) {
    return (
      <ButtonCard type="button" onClick={onClick} $padding={padding}>
        {header}
        {children}
      </ButtonCard>
    );
  }
  return (
    <StaticCard $padding={padding}>
      {header}
      {children}
    </StaticCard>
  );
}
