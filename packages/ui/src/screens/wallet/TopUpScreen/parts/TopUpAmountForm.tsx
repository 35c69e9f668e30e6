import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, suggestedTopUp } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Money, PayNowPayee } from '@carbonmarket/domain';
import { topUpFormSchema } from '@carbonmarket/domain/contract';
import type { TopUpForm } from '@carbonmarket/domain/contract';
import { Form } from '../../../../forms/Form';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import type { TopUpReturn } from '../topUpTypes';
import { MoneySubmit } from '../../../../components/Offline/MoneySubmit';
import { useOffline } from '../../../../components/Offline/offlineContext';

/** The payment the member came from, and the amount filled in for it: information, not an error. */
const Shortfall = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[100]};
  padding: ${({ theme }) => theme.space[300]};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.status.info.bg};
  color: ${({ theme }) => theme.color.status.info.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.sm};

  & > p {
    margin: 0;
  }
`;

export interface TopUpAmountFormProps {
  limits: { min: Money; max: Money };
  payee: PayNowPayee;
  /** The payment the member came from short of balance: the amount starts at its suggestion. */
  returnTo: TopUpReturn | null;
  onCreate: (amount: Money) => void;
  creating: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The first step: the amount, within the top-up limits, and whom it is paid to. Started from a
 * payment short of balance, it says by how much and fills in the shortfall rounded up to the
 * dollar (`suggestedTopUp`); Continue opens the top-up.
 */
export function TopUpAmountForm({
  limits,
  payee,
  returnTo,
  onCreate,
  creating,
  error,
  errorParams,
  fieldErrors,
}: TopUpAmountFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const suggested =
    returnTo === null
      ? null
      : suggestedTopUp(returnTo.shortfall, {
          min: limits.min.toString(),
          max: limits.max.toString(),
        });
  const form = useDomainForm<{ amount: string }, TopUpForm>(topUpFormSchema(limits), {
    amount: suggested?.toString() ?? '',
  });
  const offline = useOffline();
  const shortfall =
    returnTo === null ? null : (
      <Shortfall>
        <p>
          {t(`wallet.topUp.shortfall.${returnTo.payment}`, {
            shortfall: formatMoney(returnTo.shortfall, locale),
          })}
        </p>
        <p>
          {suggested === null
            ? t('wallet.topUp.shortfall.tooLarge', { max: formatMoney(limits.max, locale) })
            : t('wallet.topUp.shortfall.suggested', { amount: formatMoney(suggested, locale) })}
        </p>
      </Shortfall>
    );
  return (
    <Form
      form={form}
      busy={creating}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={t('wallet.topUp.amount.title')}
      headingLevel={2}
      description={t('wallet.topUp.payee', { name: payee.name, uen: payee.uen })}
      onSubmit={({ amount }) => {
        if (!offline) onCreate(amount);
      }}
      actions={
        <MoneySubmit busy={creating} blockedBy={null}>
          {t('wallet.topUp.amount.submit')}
        </MoneySubmit>
      }
    >
      {shortfall}
      <FormTextField
        control={form.control}
        name="amount"
        label={t('wallet.topUp.amount.label')}
        hint={t('wallet.topUp.amount.hint', {
          min: formatMoney(limits.min, locale),
          max: formatMoney(limits.max, locale),
        })}
        inputMode="decimal"
        autoComplete="off"
        prefix="S$"
        required
        disabled={creating}
      />
    </Form>
  );
}
