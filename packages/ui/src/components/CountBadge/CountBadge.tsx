import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

/** Above this a badge shows "99+". */
export const BADGE_MAX = 99;

const Badge = styled.span`
  position: absolute;
  top: -${({ theme }) => theme.space[100]};
  left: calc(100% - ${({ theme }) => theme.space[200]});
  min-width: ${({ theme }) => theme.space[500]};
  height: ${({ theme }) => theme.space[500]};
  padding: 0 ${({ theme }) => theme.space[100]};
  border-radius: ${({ theme }) => theme.radius.full};
  border: 2px solid ${({ theme }) => theme.color.bg.surface};
  background: ${({ theme }) => theme.color.bg.fillCritical};
  color: ${({ theme }) => theme.color.text.onCritical};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-variant-numeric: tabular-nums;
  text-align: center;
  box-sizing: border-box;
`;

export interface CountBadgeProps {
  /** The count; nothing is drawn at 0. */
  count: number;
}

/**
 * A count in a red pill over the top end of an icon (the icon's wrapper is `position: relative`),
 * "99+" above 99. Hidden from screen readers: the link or button it sits on says the count in
 * its name.
 */
export function CountBadge({ count }: CountBadgeProps) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <Badge aria-hidden>
      {count > BADGE_MAX ? t('layout.tabBar.badgeOverflow', { max: BADGE_MAX }) : count}
    </Badge>
  );
}
