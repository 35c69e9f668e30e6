import { useTranslation } from 'react-i18next';
import type { ErrorCode } from '@carbonmarket/domain';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Button } from '../../../components/Button/Button';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { LanguageSwitch } from '../../../components/LanguageSwitch/LanguageSwitch';
import { Icon } from '../../../icons/Icon';
import type { Locale } from '../../../i18n/locale';
import { useErrorText } from '../../../i18n/useErrorText';
import {
  Actions,
  GuestError,
  Hero,
  Highlight,
  Highlights,
  Logo,
  Note,
  Statement,
  Tagline,
} from './StartScreen.styles';
import type { ScreenLinks } from '../../../links/screenLinks';
import { Heading } from '../../../components/Typography/Heading';

const HIGHLIGHTS = ['verified', 'priced', 'sell'] as const;

/** The places StartScreen links to. */
export type StartScreenLinks = Pick<ScreenLinks, 'login' | 'register'>;

export interface StartScreenProps {
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: StartScreenLinks;
  /** Starts a guest session (one tap, no credentials). */
  onContinueAsGuest: () => void;
  /** The guest session is being opened: its button shows busy. @default false */
  guestPending?: boolean;
  /** Why opening a guest session failed, as a catalogue code; shown under the buttons and announced. */
  error?: ErrorCode;
  /** The language in use, for the language switch. */
  locale: Locale;
  /** Called with the language picked in the switch. */
  onLocaleChange: (locale: Locale) => void;
}

/**
 * The entry page: the brand, what the product does, and the three ways in (log in, register,
 * continue as guest), with the language switch at the top.
 */
export function StartScreen({
  links,
  onContinueAsGuest,
  guestPending = false,
  error,
  locale,
  onLocaleChange,
}: StartScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <Page
      navBar={
        <NavBar
          tone="transparent"
          right={<LanguageSwitch value={locale} onChange={onLocaleChange} />}
        />
      }
    >
      <Hero>
        <Logo>
          <Icon name="leaf" size={40} />
        </Logo>
        <Heading level={1} size="3xl" weight="bold">
          {t('common.appName')}
        </Heading>
        <Tagline size="lg" weight="semibold" tone="brand">
          {t('onboarding.start.tagline')}
        </Tagline>
        <Statement size="md" tone="secondary">
          {t('onboarding.start.statement')}
        </Statement>
      </Hero>
      <Highlights aria-label={t('onboarding.start.highlights.label')}>
        {HIGHLIGHTS.map((key) => (
          <Highlight key={key}>
            <Icon name="success" />
            <span>{t(`onboarding.start.highlights.${key}`)}</span>
          </Highlight>
        ))}
      </Highlights>
      <Actions>
        <ButtonLink href={links.login} fullWidth>
          {t('onboarding.start.login')}
        </ButtonLink>
        <ButtonLink href={links.register} variant="secondary" fullWidth>
          {t('onboarding.start.register')}
        </ButtonLink>
        <Button variant="plain" fullWidth loading={guestPending} onClick={onContinueAsGuest}>
          {t('onboarding.start.guest')}
        </Button>
        <div role="alert">
          {error !== undefined ? (
            <GuestError size="sm" tone="critical">
              <Icon name="error" size={16} />
              <span>{errorText(error)}</span>
            </GuestError>
          ) : null}
        </div>
        <Note size="xs" tone="secondary" align="center">
          {t('onboarding.start.guestNote')}
        </Note>
      </Actions>
    </Page>
  );
}
