import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../shared/LegalDocument';

/** The sections of the policy, in order; their text lives in the `legal.privacy` translations. */
const SECTIONS = [
  'who',
  'collect',
  'use',
  'share',
  'transfer',
  'retention',
  'security',
  'rights',
  'device',
  'contact',
] as const;

export interface PrivacyScreenProps {
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/** The Privacy Policy, written for Singapore's PDPA, in the reader's language. */
export function PrivacyScreen({ onBack }: PrivacyScreenProps) {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('onboarding.privacy.title')}
      updated={t('onboarding.legal.updated', { date: t('legal.privacy.updated') })}
      intro={t('legal.privacy.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        heading: t(`legal.privacy.sections.${id}.heading`),
        body: t(`legal.privacy.sections.${id}.body`),
      }))}
      onBack={onBack}
    />
  );
}
