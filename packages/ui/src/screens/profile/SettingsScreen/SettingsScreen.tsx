import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@carbonmarket/domain';
import type { VisitorType } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Cell } from '../../../components/Cell/Cell';
import { CellGroup } from '../../../components/Cell/CellGroup';
import { Button } from '../../../components/Button/Button';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { ActionSheet } from '../../../components/ActionSheet/ActionSheet';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import { toLocale } from '../../../i18n/locale';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[200]};
  padding-bottom: ${({ theme }) => theme.space[800]};
`;

const Footer = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  padding: ${({ theme }) => `${theme.space[600]} ${theme.layout.pagePadding} 0`};
`;

const GuestPanel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[300]};
  margin: ${({ theme }) => `${theme.space[400]} ${theme.layout.pagePadding} 0`};
  padding: ${({ theme }) => theme.space[400]};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bg.fillBrandSubtle};

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.md};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  & p {
    margin: 0;
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    line-height: ${({ theme }) => theme.font.lineHeight.sm};
  }
`;

/**
 * The places SettingsScreen links to. Each of the member's account pages (`profileEdit`,
 * `loginPassword`, `withdrawalPassword`, `bankCard`) has its row only when its page is given, and
 * never for guests.
 */
export type SettingsScreenLinks = Pick<
  ScreenLinks,
  | 'about'
  | 'terms'
  | 'privacy'
  | 'register'
  | 'login'
  | 'profileEdit'
  | 'loginPassword'
  | 'withdrawalPassword'
  | 'bankCard'
>;

export interface SettingsScreenProps {
  /** Who is looking: guests get register and log in instead of account rows and log out. */
  visitorType: VisitorType;
  /** The language in use. */
  locale: Locale;
  /** Called with the language picked. */
  onLocaleChange: (locale: Locale) => void;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: SettingsScreenLinks;
  /** Whether a withdrawal password is set; `false` shows "Not set" on its row. */
  hasWithdrawalPassword?: boolean;
  /** The app version, shown in its own row. */
  version?: string;
  /** Called when the member confirms logging out. */
  onLogout: () => void;
  /** Logging out is under way: the dialog stays open with a busy confirm button. @default false */
  loggingOut?: boolean;
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/**
 * Settings: language, information pages, the member's account and security pages, the version,
 * and logging out after a confirmation. Guests see an invitation to register or log in instead.
 */
export function SettingsScreen({
  visitorType,
  locale,
  onLocaleChange,
  links,
  hasWithdrawalPassword,
  version,
  onLogout,
  loggingOut = false,
  onBack,
}: SettingsScreenProps) {
  const { t } = useTranslation();
  const [languageOpen, setLanguageOpen] = useState(false);
  const [logoutOpen, setLogoutOpen] = useState(false);
  // The language row opens the sheet without being its trigger, so focus is returned by hand.
  const languageRow = useRef<HTMLDivElement | null>(null);
  const setLanguageSheet = (open: boolean) => {
    setLanguageOpen(open);
    if (!open) requestAnimationFrame(() => languageRow.current?.querySelector('button')?.focus());
  };
  const guest = visitorType === 'guest';
  const account = guest
    ? []
    : (
        [
          ['profile', links.profileEdit, undefined],
          ['loginPassword', links.loginPassword, undefined],
          [
            'withdrawalPassword',
            links.withdrawalPassword,
            hasWithdrawalPassword === false
              ? t('onboarding.settings.withdrawalPasswordNotSet')
              : undefined,
          ],
          ['bankCard', links.bankCard, undefined],
        ] as const
      ).filter(([, href]) => href !== undefined);

  return (
    <Page padding="none" navBar={<NavBar title={t('onboarding.settings.title')} onBack={onBack} />}>
      <Content>
        {guest ? (
          <GuestPanel aria-labelledby="settings-guest">
            <h2 id="settings-guest">{t('onboarding.settings.guestTitle')}</h2>
            <p>{t('onboarding.settings.guestDescription')}</p>
            <ButtonLink href={links.register} fullWidth>
              {t('onboarding.settings.register')}
            </ButtonLink>
            <ButtonLink href={links.login} variant="secondary" fullWidth>
              {t('onboarding.settings.login')}
            </ButtonLink>
          </GuestPanel>
        ) : null}
        {account.length > 0 ? (
          <CellGroup title={t('onboarding.settings.account')} headingLevel={2} inset>
            {account.map(([key, href, value]) => (
              <Cell key={key} title={t(`onboarding.settings.${key}`)} href={href} value={value} />
            ))}
          </CellGroup>
        ) : null}
        <CellGroup title={t('onboarding.settings.general')} headingLevel={2} inset>
          <div ref={languageRow}>
            <Cell
              title={t('onboarding.settings.language')}
              value={t(`common.languages.${locale}`)}
              onClick={() => setLanguageOpen(true)}
            />
          </div>
          <Cell title={t('onboarding.settings.about')} href={links.about} />
          <Cell title={t('onboarding.settings.terms')} href={links.terms} />
          <Cell title={t('onboarding.settings.privacy')} href={links.privacy} />
          {version !== undefined ? (
            <Cell title={t('onboarding.settings.version')} value={version} />
          ) : null}
        </CellGroup>
        {guest ? null : (
          <Footer>
            <ConfirmDialog
              open={logoutOpen || loggingOut}
              onOpenChange={setLogoutOpen}
              title={t('onboarding.settings.logoutTitle')}
              message={t('onboarding.settings.logoutMessage')}
              confirmLabel={t('onboarding.settings.logoutConfirm')}
              tone="critical"
              confirming={loggingOut}
              onConfirm={onLogout}
              trigger={
                <Button variant="secondary" fullWidth>
                  {t('onboarding.settings.logout')}
                </Button>
              }
            />
          </Footer>
        )}
      </Content>
      <ActionSheet
        open={languageOpen}
        onOpenChange={setLanguageSheet}
        title={t('onboarding.settings.languageSheet')}
        description={t('screens.languageSwitch.current', {
          language: t(`common.languages.${locale}`),
        })}
        actions={LOCALES.map((item) => ({ key: item, label: t(`common.languages.${item}`) }))}
        onSelect={(key) => onLocaleChange(toLocale(key))}
      />
    </Page>
  );
}
