import { useTranslation } from 'react-i18next';
import { formatMoney } from '@carbonmarket/domain';
import type { Money } from '@carbonmarket/domain';
import { BlockedReason } from '../../../components/BlockedReason/BlockedReason';
import { ButtonLink } from '../../../components/Button/ButtonLink';
import { useLocale } from '../../../i18n/useLocale';

/**
 * Why a payment's button is disabled, beside it: the available balance is short by `shortfall`
 * (`balanceShortfall`), with the way to top up when the app has one. `id` names the sentence, for
 * the button's description.
 */
export function ShortBalanceReason({
  id,
  shortfall,
  topUpHref,
}: {
  id: string;
  shortfall: Money;
  topUpHref?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <BlockedReason
      id={id}
      action={
        topUpHref !== undefined ? (
          <ButtonLink href={topUpHref} variant="secondary" size="sm">
            {t('projects.payment.topUp')}
          </ButtonLink>
        ) : undefined
      }
    >
      {t('projects.payment.shortBy', { amount: formatMoney(shortfall, locale) })}
    </BlockedReason>
  );
}
