import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { BarItem, BarLabel, BarLink, BarList, BarNav } from '../../../components/TabBar/barParts';
import { Icon } from '../../../icons/Icon';
import type { IconName } from '../../../icons/Icon';
import { useLinkComponent } from '../../../providers/LinkProvider';

/** The console's sections, each a screen of its own. */
export type ConsoleSection =
  'payments' | 'members' | 'projects' | 'content' | 'audit' | 'operators';

/** Every section, in the order the console's navigation shows them (an admin's full set). */
export const CONSOLE_SECTIONS: readonly ConsoleSection[] = [
  'payments',
  'members',
  'projects',
  'content',
  'audit',
  'operators',
];

/** Where the signed-in operator is in the console, and where else they may go. */
export interface ConsoleNavigation {
  /** The section shown. */
  current: ConsoleSection;
  /** The sections this operator may open, in order (an operator gets fewer than an admin). */
  sections: readonly ConsoleSection[];
  /** Where each section is, resolved by the design system's link component (`LinkProvider`). */
  hrefs: Readonly<Record<ConsoleSection, string>>;
}

const ICONS: Record<ConsoleSection, IconName> = {
  payments: 'wallet',
  members: 'user',
  projects: 'leaf',
  content: 'bell',
  audit: 'records',
  operators: 'lock',
};

/** Six sections share the phone's width: a little less room either side of each name. */
const SectionLink = styled(BarLink)`
  padding: 0 ${({ theme }) => theme.space['050']};
`;

/**
 * The console's own navigation between its sections, fixed to the bottom of the phone's screen
 * as the member app's tab bar is: up to six sections, each an icon over a short name, the one
 * shown marked current. Give it to `Page`'s `tabBar` slot, which keeps the content clear of it.
 */
export function ConsoleSections({ navigation }: { navigation: ConsoleNavigation }) {
  const { t } = useTranslation();
  const Link = useLinkComponent();
  return (
    <BarNav aria-label={t('console.sections.label')}>
      <BarList>
        {navigation.sections.map((section) => (
          <BarItem key={section}>
            <SectionLink
              as={Link}
              href={navigation.hrefs[section]}
              aria-current={section === navigation.current ? 'page' : undefined}
            >
              <Icon name={ICONS[section]} size={24} />
              <BarLabel>{t(`console.sections.${section}`)}</BarLabel>
            </SectionLink>
          </BarItem>
        ))}
      </BarList>
    </BarNav>
  );
}
