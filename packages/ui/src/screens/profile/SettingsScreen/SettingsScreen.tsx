import { useState } from 'react';
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
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import type { Locale } from '../../../i18n/locale';
import type { ScreenLinks } from '../../../links/screenLinks';
import { COLOR_SCHEME_CHOICES } from '../../../theme/colorScheme';
import type { ColorSchemeChoice } from '../../../theme/colorScheme';
import { SheetChoiceCell } from './parts/SheetChoiceCell';

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
  /** The colour scheme chosen: the device's setting, light or dark. @default 'system' */
  colorScheme?: ColorSchemeChoice;
  /** Called with the colour scheme picked; without it, the screen has no Appearance row. */
  onColorSchemeChange?: (choice: ColorSchemeChoice) => void;
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
  colorScheme = 'system',
  onColorSchemeChange,
  links,
  hasWithdrawalPassword,
  version,
  onLogout,
  loggingOut = false,
  onBack,
}: SettingsScreenProps) {
  const { t } = useTranslation();
  const [logoutOpen, setLogoutOpen] = useState(false);
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
          <SheetChoiceCell
            title={t('onboarding.settings.language')}
            value={t(`common.languages.${locale}`)}
            sheetTitle={t('onboarding.settings.languageSheet')}
            sheetDescription={t('screens.languageSwitch.current', {
              language: t(`common.languages.${locale}`),
            })}
            choices={LOCALES.map((key) => ({ key, label: t(`common.languages.${key}`) }))}
            onChoose={onLocaleChange}
          />
          {onColorSchemeChange ? (
            <SheetChoiceCell
              title={t('onboarding.settings.appearance')}
              value={t(`onboarding.settings.colorSchemes.${colorScheme}`)}
              sheetTitle={t('onboarding.settings.appearanceSheet')}
              sheetDescription={t('onboarding.settings.appearanceHelp')}
              choices={COLOR_SCHEME_CHOICES.map((key) => ({
                key,
                label: t(`onboarding.settings.colorSchemes.${key}`),
              }))}
              onChoose={onColorSchemeChange}
            />
          ) : null}
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
    </Page>
  );
}
