import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import { formatMoney, formatTons, tonUnit } from '@carbonmarket/domain';
import type {
  ErrorCode,
  ErrorParams,
  Money,
  ProjectDetail,
  Tons,
  WholeTonsRange,
} from '@carbonmarket/domain';
import { purchaseFormSchema } from '@carbonmarket/domain/contract';
import type { PurchaseForm as PurchaseFormOutput } from '@carbonmarket/domain/contract';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Form } from '../../../../forms/Form';
import { FormQuantityStepper } from '../../../../forms/FormQuantityStepper';
import { FormTermsAgreement } from '../../../../forms/FormCheckbox';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import { purchaseTotals } from '../purchaseTotals';
import { Amount } from '../../../../components/Amount/Amount';
import { NoFigure, PaymentRows } from '../../shared/PaymentRows';
import { OrdersLeft } from '../../shared/OrdersLeft';

/** What the purchase form holds while it is filled in. */
export interface PurchaseValues {
  quantity: string;
  agreed: boolean;
}

export interface PurchaseFormProps {
  project: ProjectDetail;
  range: WholeTonsRange;
  available: Money;
  /** Called with the quantity once the member confirmed the purchase. */
  onBuy: (purchase: { quantity: Tons }) => void;
  buying: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
  termsHref: string;
  privacyHref: string;
  topUpHref?: string;
}

/**
 * The order: the quantity (the project's minimum to start with), the purchases left, the total
 * as the quantity changes against the available balance, the terms; Buy checks the form and the
 * balance, then asks for a confirmation that names the tons, the project and the total.
 */
export function PurchaseForm({
  project,
  range,
  available,
  onBuy,
  buying,
  error,
  errorParams,
  fieldErrors,
  termsHref,
  privacyHref,
  topUpHref,
}: PurchaseFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useDomainForm<PurchaseValues, PurchaseFormOutput>(purchaseFormSchema(project), {
    quantity: range.min.toString(),
    agreed: false,
  });
  const typed = useWatch({ control: form.control, name: 'quantity' });
  const totals = purchaseTotals(typed, project.currentUnitPrice, available);
  // Buy pressed with a total above the balance: the banner says so until the total fits.
  const [shortAttempt, setShortAttempt] = useState(false);
  const [confirming, setConfirming] = useState<Tons | null>(null);
  const shown = shortAttempt && totals.shortfall !== null ? 'INSUFFICIENT_BALANCE' : error;

  return (
    <>
      <Form
        form={form}
        busy={buying}
        error={shown}
        errorParams={shown === error ? errorParams : undefined}
        fieldErrors={fieldErrors}
        title={t('projects.purchase.form.title')}
        headingLevel={2}
        onSubmit={({ quantity }) => {
          if (purchaseTotals(quantity.toString(), project.currentUnitPrice, available).shortfall) {
            setShortAttempt(true);
            return;
          }
          setShortAttempt(false);
          setConfirming(quantity);
        }}
        actions={
          <Button type="submit" fullWidth loading={buying}>
            {t('projects.purchase.form.submit')}
          </Button>
        }
      >
        <FormQuantityStepper<PurchaseValues, PurchaseFormOutput>
          name="quantity"
          label={t('projects.purchase.form.quantity')}
          unit={tonUnit(locale)}
          range={range}
          hint={t('projects.purchase.form.quantityHint', {
            min: formatTons(range.min, locale),
            max: formatTons(range.max, locale),
          })}
          required
          disabled={buying}
        />
        <OrdersLeft viewer={project.viewer} />
        <PaymentRows
          leading={[
            {
              key: 'total',
              term: t('projects.purchase.totals.total'),
              detail:
                totals.total === null ? <NoFigure /> : <Amount value={totals.total} size="lg" />,
            },
          ]}
          charge={totals.total}
          available={available}
          topUpHref={topUpHref}
        />
        <FormTermsAgreement<PurchaseValues, PurchaseFormOutput>
          name="agreed"
          termsHref={termsHref}
          privacyHref={privacyHref}
          disabled={buying}
        />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('projects.purchase.confirm.title')}
        message={
          confirming === null
            ? undefined
            : t('projects.purchase.confirm.message', {
                tons: formatTons(confirming, locale),
                project: project.name,
                total: formatMoney(
                  purchaseTotals(confirming.toString(), project.currentUnitPrice, available)
                    .total ?? project.currentUnitPrice,
                  locale,
                ),
              })
        }
        confirmLabel={t('projects.purchase.confirm.action')}
        onConfirm={() => {
          if (confirming !== null) onBuy({ quantity: confirming });
        }}
      />
    </>
  );
}
