import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/EmptyState/EmptyState';
import { ButtonLink } from '../../../../components/Button/ButtonLink';
import { useErrorText } from '../../../../i18n/useErrorText';
import type { SellTerms } from '../../shared/creditTypes';
import { Actions } from '../../shared/creditStyles';

/**
 * The holding may not be sold now (presale credits below the level that may sell them: contact
 * customer service; a risk flag): the catalogue's reason instead of the form, the way to
 * customer service when the app has one, and the way back to the credits.
 */
export function SellNotAllowed({
  terms,
  creditsHref,
  contactHref,
}: {
  terms: SellTerms;
  creditsHref: string;
  contactHref?: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const reason = terms.reason ?? 'OPERATION_FAILED';
  const contact = reason === 'PRESALE_SELL_CONTACT_SERVICE' && contactHref !== undefined;
  return (
    <>
      <EmptyState
        icon="info"
        title={t('credits.sell.notAllowed.title')}
        description={errorText(reason, terms.reasonParams)}
        headingLevel={2}
      />
      <Actions>
        {contact ? (
          <ButtonLink href={contactHref} fullWidth>
            {t('credits.sell.notAllowed.contact')}
          </ButtonLink>
        ) : null}
        <ButtonLink href={creditsHref} variant={contact ? 'secondary' : 'primary'} fullWidth>
          {t('credits.sell.toCredits')}
        </ButtonLink>
      </Actions>
    </>
  );
}
