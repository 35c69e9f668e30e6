import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '../../../../theme/visuallyHidden';

const Anchor = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[100]};
  min-height: 44px;
  color: ${({ theme }) => theme.color.text.link};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};
  text-decoration: underline;
  text-underline-offset: 2px;
  overflow-wrap: anywhere;
`;

/**
 * A link to a page of another site (a registry): it opens in a new tab, says so to screen readers,
 * and shows an arrow out. Not the app's link component: the page is not one of ours.
 */
export function RegistryLink({ href, children }: { href: string; children: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden>{` ${t('projects.info.registry.newTab')}`}</VisuallyHidden>
      <span aria-hidden="true">↗</span>
    </Anchor>
  );
}
