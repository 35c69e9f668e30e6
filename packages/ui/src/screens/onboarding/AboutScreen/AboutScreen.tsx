import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/Page/Page';
import { NavBar } from '../../../components/NavBar/NavBar';
import { Cell } from '../../../components/Cell/Cell';
import { CellGroup } from '../../../components/Cell/CellGroup';
import { Icon } from '../../../icons/Icon';
import { breakableAddress } from '../../../components/text/breakableAddress';
import {
  ContactLink,
  Hero,
  HeroIcon,
  HeroTitle,
  Padded,
  Paragraph,
  Section,
  Step,
  Steps,
  Version,
} from './AboutScreen.styles';
import { Heading } from '../../../components/Typography/Heading';
import { Text } from '../../../components/Typography/Text';

const STEPS = ['choose', 'buy', 'hold', 'sell'] as const;

/** How to reach the operator; set by the operator, shown as given. */
export interface AboutContact {
  /** Customer service email, opened with `mailto:`. */
  email: string;
  /** Customer service phone number, opened with `tel:`, e.g. `+65 6123 4567`. */
  phone?: string;
  /** When customer service answers, e.g. "Mon to Fri, 9:00 to 18:00". */
  hours?: string;
  /** The office address. */
  address?: string;
}

export interface AboutScreenProps {
  /** The operator's contact details. */
  contact: AboutContact;
  /** The app version, shown at the bottom. */
  version?: string;
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/** About us: the mission, how the marketplace works in four steps, and how to get in touch. */
export function AboutScreen({ contact, version, onBack }: AboutScreenProps) {
  const { t } = useTranslation();
  return (
    <Page padding="none" navBar={<NavBar title={t('onboarding.about.title')} onBack={onBack} />}>
      <Padded>
        <Hero aria-labelledby="about-heading">
          <HeroIcon>
            <Icon name="leaf" size={28} />
          </HeroIcon>
          <HeroTitle id="about-heading" level={2} size="2xl" weight="bold">
            {t('onboarding.about.heading')}
          </HeroTitle>
          <Paragraph size="md">{t('onboarding.about.intro')}</Paragraph>
        </Hero>
        <Section aria-labelledby="about-mission">
          <Heading id="about-mission" level={2} size="lg" weight="semibold">
            {t('onboarding.about.missionTitle')}
          </Heading>
          <Paragraph size="md" tone="primary">
            {t('onboarding.about.mission')}
          </Paragraph>
        </Section>
        <Section aria-labelledby="about-how">
          <Heading id="about-how" level={2} size="lg" weight="semibold">
            {t('onboarding.about.howTitle')}
          </Heading>
          <Steps>
            {STEPS.map((step) => (
              <Step key={step}>
                <Heading level={3} size="md" weight="semibold">
                  {t(`onboarding.about.steps.${step}.title`)}
                </Heading>
                <Text size="sm" tone="secondary">
                  {t(`onboarding.about.steps.${step}.body`)}
                </Text>
              </Step>
            ))}
          </Steps>
        </Section>
      </Padded>
      <Section aria-labelledby="about-contact">
        <Padded>
          <Heading id="about-contact" level={2} size="lg" weight="semibold">
            {t('onboarding.about.contactTitle')}
          </Heading>
        </Padded>
        <CellGroup inset>
          <Cell
            title={t('onboarding.about.email')}
            value={
              <ContactLink href={`mailto:${contact.email}`}>
                {breakableAddress(contact.email)}
              </ContactLink>
            }
          />
          {contact.phone !== undefined ? (
            <Cell
              title={t('onboarding.about.phone')}
              value={
                <ContactLink href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                  {contact.phone}
                </ContactLink>
              }
            />
          ) : null}
          {contact.hours !== undefined ? (
            <Cell title={t('onboarding.about.hours')} description={contact.hours} />
          ) : null}
          {contact.address !== undefined ? (
            <Cell title={t('onboarding.about.address')} description={contact.address} />
          ) : null}
        </CellGroup>
      </Section>
      {version !== undefined ? (
        <Version size="xs" tone="secondary" align="center">
          {t('onboarding.about.version', { version })}
        </Version>
      ) : null}
    </Page>
  );
}
