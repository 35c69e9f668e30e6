import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../../components/Button/ButtonLink';

/**
 * The holding has less than a whole ton: a retirement is whole tons (one serial a ton), so the
 * form gives way to the rule and the way back; what is held can still be sold.
 */
export function NothingToRetire({ creditsHref }: { creditsHref: string }) {
  const { t } = useTranslation();
  return (
    <>
      <EmptyState
        icon="info"
        title={t('credits.retire.tooLittle.title')}
        description={t('credits.retire.tooLittle.description')}
        headingLevel={2}
      />
      <ButtonLink href={creditsHref} fullWidth>
        {t('credits.retire.toCredits')}
      </ButtonLink>
    </>
  );
}
