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
  HeroText,
  HeroTitle,
  Padded,
  Section,
  SectionTitle,
  Step,
  StepText,
  StepTitle,
  Steps,
  Text,
  Version,
} from './AboutScreen.styles';

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
          <HeroTitle id="about-heading">{t('onboarding.about.heading')}</HeroTitle>
          <HeroText>{t('onboarding.about.intro')}</HeroText>
        </Hero>
        <Section aria-labelledby="about-mission">
          <SectionTitle id="about-mission">{t('onboarding.about.missionTitle')}</SectionTitle>
          <Text>{t('onboarding.about.mission')}</Text>
        </Section>
        <Section aria-labelledby="about-how">
          <SectionTitle id="about-how">{t('onboarding.about.howTitle')}</SectionTitle>
          <Steps>
            {STEPS.map((step) => (
              <Step key={step}>
                <StepTitle>{t(`onboarding.about.steps.${step}.title`)}</StepTitle>
                <StepText>{t(`onboarding.about.steps.${step}.body`)}</StepText>
              </Step>
            ))}
          </Steps>
        </Section>
      </Padded>
      <Section aria-labelledby="about-contact">
        <Padded>
          <SectionTitle id="about-contact">{t('onboarding.about.contactTitle')}</SectionTitle>
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
        <Version>{t('onboarding.about.version', { version })}</Version>
      ) : null}
    </Page>
  );
}
