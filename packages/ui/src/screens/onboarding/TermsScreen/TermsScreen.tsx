import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../shared/LegalDocument';

/** The sections of the terms, in order; their text lives in the `legal.terms` translations. */
const SECTIONS = [
  'agreement',
  'eligibility',
  'account',
  'credits',
  'buying',
  'selling',
  'wallet',
  'membership',
  'conduct',
  'risk',
  'liability',
  'changes',
  'law',
  'contact',
] as const;

export interface TermsScreenProps {
  /** Shows a back button that calls this. */
  onBack?: () => void;
}

/** The Terms of Service (the "protocol" page), in the reader's language. */
export function TermsScreen({ onBack }: TermsScreenProps) {
  const { t } = useTranslation();
  return (
    <LegalDocument
      title={t('onboarding.terms.title')}
      updated={t('onboarding.legal.updated', { date: t('legal.terms.updated') })}
      intro={t('legal.terms.intro')}
      sections={SECTIONS.map((id) => ({
        id,
        heading: t(`legal.terms.sections.${id}.heading`),
        body: t(`legal.terms.sections.${id}.body`),
      }))}
      onBack={onBack}
    />
  );
}
