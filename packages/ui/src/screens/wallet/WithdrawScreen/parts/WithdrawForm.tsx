import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { amountWithinBounds, formatMoney, parseMoney } from '@carbonmarket/domain';
import type {
  BankCard,
  ErrorCode,
  ErrorParams,
  Money,
  WithdrawalDestination,
} from '@carbonmarket/domain';
import { withdrawFormSchema } from '@carbonmarket/domain/contract';
import type { WithdrawForm as WithdrawValues } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { Notice } from '../../../../components/Notice/Notice';
import { Text } from '../../../../components/Typography/Text';
import { Form } from '../../../../forms/Form';
import { FormPasswordField } from '../../../../forms/FormPasswordField';
import { FormSegmentedControl } from '../../../../forms/FormSegmentedControl';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useErrorText } from '../../../../i18n/useErrorText';
import { useLocale } from '../../../../i18n/useLocale';
import type { WithdrawAccount, WithdrawQuoteState } from '../withdrawTypes';
import { WithdrawQuoteRows } from './WithdrawQuoteRows';
import { destinationText } from './destinationText';
import { OfflineReason, useOffline } from '../../../../components/Offline';

interface Values {
  amount: string;
  to: WithdrawalDestination;
  password: string;
}

export interface WithdrawFormProps {
  account: WithdrawAccount & { card: BankCard };
  quote: WithdrawQuoteState;
  /** An amount that can be withdrawn was typed (null: none yet), for the fee quote. */
  onAmountChange: (amount: Money | null) => void;
  onWithdraw: (request: WithdrawValues) => void;
  withdrawing: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The withdrawal: where it goes (the bank account, or its PayNow number when one is saved), the
 * amount within the bounds, the balance and what is left of the day, the fee and the net amount
 * as the server quotes them, and the withdrawal password. On a Saturday or a Sunday the page
 * says so and the request cannot be sent.
 */
export function WithdrawForm({
  account,
  quote,
  onAmountChange,
  onWithdraw,
  withdrawing,
  error,
  errorParams,
  fieldErrors,
}: WithdrawFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const errorText = useErrorText();
  const { allowance, available, card } = account;
  const form = useDomainForm<Values, WithdrawValues>(
    withdrawFormSchema({
      min: allowance.min,
      max: allowance.max,
      available,
      dailyLeft: allowance.dailyLeft,
    }),
    { amount: '', to: 'bank', password: '' },
  );
  const typed = form.watch('amount');
  const [min, max] = [allowance.min.toString(), allowance.max.toString()];
  useEffect(() => {
    const amount = parseMoney(typed);
    onAmountChange(
      amount !== null && amountWithinBounds(amount, { min, max }) === null ? amount : null,
    );
  }, [typed, min, max, onAmountChange]);
  const closed = allowance.closed;
  const offline = useOffline();
  const offlineReasonId = useId();
  const destinations = [
    { value: 'bank' as const, label: t('wallet.withdraw.to.bankShort') },
    ...(card.paynowNumber === null
      ? []
      : [{ value: 'paynow' as const, label: t('wallet.withdraw.to.paynowShort') }]),
  ];
  const to = form.watch('to');
  return (
    <Form
      form={form}
      busy={withdrawing}
      error={error}
      errorParams={errorParams}
      fieldErrors={fieldErrors}
      title={t('wallet.withdraw.form.title')}
      headingLevel={2}
      description={t('wallet.withdraw.form.available', {
        available: formatMoney(available, locale),
      })}
      onSubmit={(values) => {
        if (!offline) onWithdraw(values);
      }}
      actions={
        <>
          {offline ? <OfflineReason id={offlineReasonId} /> : null}
          <Button
            type="submit"
            fullWidth
            loading={withdrawing}
            disabled={offline || closed !== null}
            aria-describedby={
              offline ? offlineReasonId : closed === null ? undefined : 'withdraw-closed'
            }
          >
            {t('wallet.withdraw.form.submit')}
          </Button>
        </>
      }
    >
      {closed === null ? null : (
        <div id="withdraw-closed">
          <Notice tone="warning">{errorText(closed)}</Notice>
        </div>
      )}
      {destinations.length > 1 ? (
        <FormSegmentedControl
          control={form.control}
          name="to"
          label={t('wallet.withdraw.to.label')}
          options={destinations}
          disabled={withdrawing}
        />
      ) : null}
      <Text size="sm" tone="secondary">
        {t('wallet.withdraw.to.line', { place: destinationText(t, card, to) })}
      </Text>
      <FormTextField
        control={form.control}
        name="amount"
        label={t('wallet.withdraw.form.amount')}
        hint={t('wallet.withdraw.form.limits', {
          min: formatMoney(allowance.min, locale),
          max: formatMoney(allowance.max, locale),
          left: formatMoney(allowance.dailyLeft, locale),
        })}
        inputMode="decimal"
        autoComplete="off"
        prefix="S$"
        required
        disabled={withdrawing}
      />
      <WithdrawQuoteRows
        quote={quote}
        feePercent={allowance.feePercent}
        feeMin={allowance.feeMin}
      />
      <FormPasswordField<Values, WithdrawValues>
        name="password"
        label={t('wallet.withdraw.form.password')}
        autoComplete="current-password"
        required
        disabled={withdrawing}
      />
    </Form>
  );
}
