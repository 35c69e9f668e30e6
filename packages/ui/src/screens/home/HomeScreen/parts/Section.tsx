import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Link } from '../../../../providers/LinkProvider';
import { Heading } from '../../../../components/Typography/Heading';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  min-width: 0;
`;

/* As high with its link as without: the link's touch target overhangs the header by the same
   margin on each side, so a section whose link the app leaves out keeps its place. */
const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[300]};
  min-height: calc(
    ${({ theme }) => theme.size.touchTarget} - 2 * ${({ theme }) => theme.space[200]}
  );
`;

const More = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex: none;
  min-height: ${({ theme }) => theme.size.touchTarget};
  margin-block: -${({ theme }) => theme.space[200]};
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  text-decoration: none;
`;

export interface SectionProps {
  /** Id of the heading, which names the section. */
  id: string;
  /** The section heading. */
  title: string;
  /** Where the header link leads ("See all"). */
  moreHref?: string;
  /** Visible text of the header link. */
  moreLabel?: string;
  /** Full name of the header link for screen readers; must contain `moreLabel`. */
  moreName?: string;
  /** The content. */
  children: ReactNode;
}

/** A part of the home page: heading with an optional "See all" link, then its content. */
export function Section({ id, title, moreHref, moreLabel, moreName, children }: SectionProps) {
  return (
    <Root aria-labelledby={id}>
      <Header>
        <Heading id={id} level={2} size="lg" weight="semibold">
          {title}
        </Heading>
        {moreHref !== undefined && moreLabel !== undefined ? (
          <More href={moreHref} aria-label={moreName}>
            {moreLabel}
          </More>
        ) : null}
      </Header>
      {children}
    </Root>
  );
}
