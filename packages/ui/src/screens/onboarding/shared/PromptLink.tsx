import styled from 'styled-components';
import { Link } from '../../../providers/LinkProvider';

const Line = styled.p<{ $align: 'center' | 'end' }>`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-align: ${({ $align }) => $align};
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
    <Line $align={align}>
      {prompt !== undefined ? <span>{prompt}</span> : null}
      <Link href={href}>{label}</Link>
    </Line>
  );
}
