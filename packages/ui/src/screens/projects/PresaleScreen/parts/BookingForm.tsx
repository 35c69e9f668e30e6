import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { compare, formatMoney, formatTons, tonUnit } from '@carbonmarket/domain';
import type {
  ErrorCode,
  ErrorParams,
  Money,
  ProjectDetail,
  Tons,
  WholeTonsRange,
} from '@carbonmarket/domain';
import { bookingFormSchema } from '@carbonmarket/domain/contract';
import type { BookingForm as BookingFormOutput } from '@carbonmarket/domain/contract';
import { Amount } from '../../../../components/Amount/Amount';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Form } from '../../../../forms/Form';
import { FormQuantityStepper } from '../../../../forms/FormQuantityStepper';
import { FormTermsAgreement } from '../../../../forms/FormCheckbox';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import { NoFigure, PaymentRows } from '../../shared/PaymentRows';
import { OrdersLeft } from '../../shared/OrdersLeft';
import { bookingTotals } from '../bookingTotals';

/** What the booking form holds while it is filled in. */
export interface BookingValues {
  quantity: string;
  agreed: boolean;
}

export interface BookingFormProps {
  /** A presale (its `presale` terms are set). */
  project: ProjectDetail;
  range: WholeTonsRange;
  available: Money;
  /** Called with the quantity once the member confirmed the booking. */
  onBook: (booking: { quantity: Tons }) => void;
  booking: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  termsHref: string;
  privacyHref: string;
  topUpHref?: string;
}

/**
 * The booking: the quantity (the presale's minimum to start with), the orders left, the expected
 * total and the booking fee paid now against the available balance, the terms; Book checks the
 * form and the balance, then asks for a confirmation that names the tons, the project and the fee.
 */
export function BookingForm({
  project,
  range,
  available,
  onBook,
  booking,
  error,
  errorParams,
  fieldErrors,
  termsHref,
  privacyHref,
  topUpHref,
}: BookingFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const feePercent = project.presale?.bookingFeePercent ?? '0';
  const form = useDomainForm<BookingValues, BookingFormOutput>(bookingFormSchema(project), {
    quantity: range.min.toString(),
    agreed: false,
  });
  const typed = useWatch({ control: form.control, name: 'quantity' });
  const totals = bookingTotals(typed, project.currentUnitPrice, feePercent);
  const short = totals.fee !== null && compare(totals.fee, available) > 0;
  // Book pressed with a fee above the balance: the banner says so until the fee fits.
  const [shortAttempt, setShortAttempt] = useState(false);
  const [confirming, setConfirming] = useState<Tons | null>(null);
  const confirmingFee =
    confirming === null
      ? null
      : bookingTotals(confirming.toString(), project.currentUnitPrice, feePercent).fee;
  const shown = shortAttempt && short ? 'INSUFFICIENT_BALANCE' : error;

  return (
    <>
      <Form
        form={form}
        busy={booking}
        error={shown}
        errorParams={shown === error ? errorParams : undefined}
        fieldErrors={fieldErrors}
        title={t('projects.presale.form.title')}
        headingLevel={2}
        onSubmit={({ quantity }) => {
          const fee = bookingTotals(quantity.toString(), project.currentUnitPrice, feePercent).fee;
          if (fee !== null && compare(fee, available) > 0) {
            setShortAttempt(true);
            return;
          }
          setShortAttempt(false);
          setConfirming(quantity);
        }}
        actions={
          <Button type="submit" fullWidth loading={booking}>
            {t('projects.presale.form.submit')}
          </Button>
        }
      >
        <FormQuantityStepper<BookingValues, BookingFormOutput>
          name="quantity"
          label={t('projects.purchase.form.quantity')}
          unit={tonUnit(locale)}
          range={range}
          hint={t('projects.purchase.form.quantityHint', {
            min: formatTons(range.min, locale),
            max: formatTons(range.max, locale),
          })}
          required
          disabled={booking}
        />
        <OrdersLeft viewer={project.viewer} />
        <PaymentRows
          leading={[
            {
              key: 'expectedTotal',
              term: t('projects.presale.totals.expectedTotal'),
              detail:
                totals.expectedTotal === null ? (
                  <NoFigure />
                ) : (
                  <Amount value={totals.expectedTotal} />
                ),
            },
            {
              key: 'fee',
              term: t('projects.presale.totals.bookingFee'),
              detail: totals.fee === null ? <NoFigure /> : <Amount value={totals.fee} size="lg" />,
            },
          ]}
          charge={totals.fee}
          available={available}
          topUpHref={topUpHref}
        />
        <FormTermsAgreement<BookingValues, BookingFormOutput>
          name="agreed"
          termsHref={termsHref}
          privacyHref={privacyHref}
          disabled={booking}
        />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('projects.presale.confirm.title')}
        message={
          confirming === null || confirmingFee === null
            ? undefined
            : t('projects.presale.confirm.message', {
                tons: formatTons(confirming, locale),
                project: project.name,
                fee: formatMoney(confirmingFee, locale),
              })
        }
        confirmLabel={t('projects.presale.confirm.action')}
        onConfirm={() => {
          if (confirming !== null) onBook({ quantity: confirming });
        }}
      />
    </>
  );
}
