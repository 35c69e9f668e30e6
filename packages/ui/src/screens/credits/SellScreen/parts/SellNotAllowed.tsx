import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { SellTerms } from '../../shared/creditTypes';
import { Actions } from '../../shared/creditStyles';

/**
 * The holding may not be sold now (presale credits below the level that may sell them; a risk
 * flag): the catalogue's reason instead of the form, for the presale rule the way to the
 * membership plans when the app has them, and the way back to the credits.
 */
export function SellNotAllowed({
  terms,
  creditsHref,
  membershipHref,
}: {
  terms: SellTerms;
  creditsHref: string;
  membershipHref?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reason = terms.reason ?? 'OPERATION_FAILED';
  const upgrade = reason === 'PRESALE_SELL_CONTACT_SERVICE' ? membershipHref : undefined;
  return (
    <>
      <EmptyState
        icon="info"
        title={t('credits.sell.notAllowed.title')}
        description={errorText(reason, terms.reasonParams)}
        headingLevel={2}
      />
      <Actions>
        {upgrade !== undefined ? (
          <ButtonLink href={upgrade} fullWidth>
            {t('credits.sell.notAllowed.membership')}
          </ButtonLink>
        ) : null}
        <ButtonLink
          href={creditsHref}
          variant={upgrade !== undefined ? 'secondary' : 'primary'}
          fullWidth
        >
          {t('credits.sell.toCredits')}
        </ButtonLink>
      </Actions>
    </>
  );
}
