import styled from 'styled-components';
import { Link } from '../../../providers/LinkProvider';
import { Text } from '../../../components/Typography/Text';

const Line = styled(Text)<{ $align: 'center' | 'end' }>`
  /* A link under a field: the touch target may overlap the field gaps, so the text sits close. */
  margin-block: ${({ theme, $align }) => ($align === 'end' ? `-${theme.space[300]}` : '0')};

  & a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.size.touchTarget};
    color: ${({ theme }) => theme.color.text.link};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  & span + a {
    margin-inline-start: ${({ theme }) => theme.space[100]};
  }
`;

export interface PromptLinkProps {
  /** Text before the link ("Already have an account?"); leave out for a bare link. */
  prompt?: string;
  /** The link text ("Log in"). */
  label: string;
  /** Destination, resolved by the app's link component. */
  href: string;
  /** `center` under a form, `end` for a link at the right of a field. @default 'center' */
  align?: 'center' | 'end';
}

/** A line of secondary text ending in a text link, such as "New here? Create an account". */
export function PromptLink({ prompt, label, href, align = 'center' }: PromptLinkProps) {
  return (
    <Line size="sm" tone="secondary" align={align} $align={align}>
      {prompt !== undefined ? <span>{prompt}</span> : null}
      <Link href={href}>{label}</Link>
    </Line>
  );
}
