import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '../../theme/visuallyHidden';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icons/Icon';
import type { IconName } from '../../icons/Icon';
import { useLinkComponent } from '../../providers/LinkProvider';
import { CountBadge } from '../CountBadge/CountBadge';
import { BarItem, BarLabel, BarLink, BarList, BarNav } from './barParts';

/** The three top-level sections of the product, in the order the tab bar shows them. */
export type TabKey = 'home' | 'project' | 'profile';

/** One tab: which section, where it links, and an optional count badge (e.g. unread). */
export interface TabBarItem {
  /** Which section the tab opens; sets its icon and translated label. */
  key: TabKey;
  /** Destination, resolved by the app's link component. */
  href: string;
  /** A count shown on the icon (hidden when 0 or absent; shows "99+" above 99). */
  badge?: number;
}

/** The order of the tabs: Home, Project, Profile. */
export const TAB_KEYS: readonly TabKey[] = ['home', 'project', 'profile'];

/** The product's routes of the three sections; apps with other routes pass `items` or `hrefs`. */
export const DEFAULT_TAB_HREFS: Readonly<Record<TabKey, string>> = {
  home: '/pages/index/index',
  project: '/pages/project/index',
  profile: '/pages/profile/index',
};

const ICONS: Record<TabKey, IconName> = { home: 'home', project: 'leaf', profile: 'user' };

const IconWrap = styled.span`
  position: relative;
  display: inline-flex;
`;

export interface TabBarProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The section the visitor is in: its tab is marked current and drawn in the brand colour. */
  active?: TabKey;
  /**
   * The tabs, in order. Without it the bar shows Home, Project and Profile linking to
   * `hrefs` (or `DEFAULT_TAB_HREFS`) with `badges`.
   */
  items?: readonly TabBarItem[];
  /** Destinations of the default tabs, overriding `DEFAULT_TAB_HREFS` per tab. Ignored with `items`. */
  hrefs?: Partial<Record<TabKey, string>>;
  /** Count badges of the default tabs (e.g. `{ profile: 3 }` for unread messages). Ignored with `items`. */
  badges?: Partial<Record<TabKey, number>>;
}

/** Builds the default tabs from per-tab destinations and badges. */
export function defaultTabItems(
  hrefs: Partial<Record<TabKey, string>> = {},
  badges: Partial<Record<TabKey, number>> = {},
): TabBarItem[] {
  return TAB_KEYS.map((key) => ({
    key,
    href: hrefs[key] ?? DEFAULT_TAB_HREFS[key],
    badge: badges[key],
  }));
}

/**
 * The bottom tab bar of the top-level pages: 60 px high plus the safe area, fixed to the bottom
 * of the viewport (within the page's maximum width). Use it through `Page`'s `tabBar` slot, which
 * keeps the content clear of it.
 */
export function TabBar({ active, items, hrefs, badges, ...rest }: TabBarProps) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  const tabs = items ?? defaultTabItems(hrefs, badges);
  return (
    <BarNav aria-label={t('layout.tabBar.label')} {...rest}>
      <BarList>
        {tabs.map(({ key, href, badge }) => {
          const current = key === active;
          const count = badge !== undefined && badge > 0 ? badge : 0;
          return (
            <BarItem key={key}>
              <BarLink as={Link} href={href} aria-current={current ? 'page' : undefined}>
                <IconWrap>
                  <Icon name={ICONS[key]} size={24} />
                  <CountBadge count={count} />
                </IconWrap>
                <BarLabel>{t(`layout.tabBar.${key}`)}</BarLabel>
                {count > 0 ? (
                  <VisuallyHidden> {t('layout.tabBar.badge', { count })}</VisuallyHidden>
                ) : null}
              </BarLink>
            </BarItem>
          );
        })}
      </BarList>
    </BarNav>
  );
}
