import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  BENEFICIARY_MAX_LENGTH,
  RETIREMENT_REASON_MAX_LENGTH,
  RETIRE_STEP_PARAMS,
  RETIRE_TONS_STEP,
  formatTons,
  retirableTons,
  tonUnit,
  tonsAboveHolding,
  typedOrderTons,
} from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams } from '@carbonmarket/domain';
import { retireFormSchema } from '@carbonmarket/domain/contract';
import type { RetireForm as RetireFormOutput } from '@carbonmarket/domain/contract';
import { BlockedReason } from '../../../../components/BlockedReason/BlockedReason';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Form } from '../../../../forms/Form';
import { FormQuantityStepper } from '../../../../forms/FormQuantityStepper';
import { FormTextField } from '../../../../forms/FormTextField';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import type { CreditHolding } from '../../shared/creditTypes';
import { MoneySubmit } from '../../../../components/Offline/MoneySubmit';
import { useOffline } from '../../../../components/Offline/offlineContext';

/** What the retirement form holds while it is filled in. */
export interface RetireValues {
  quantity: string;
  beneficiary: string;
  reason: string;
}

/** A retirement as the member confirmed it: whole tons, who for (none: in their own name), why. */
export interface RetirementAsked {
  quantity: RetireFormOutput['quantity'];
  beneficiary?: string;
  reason: string;
}

export interface RetireFormProps {
  holding: CreditHolding;
  /** Called once the member confirmed the retirement. */
  onRetire: (retirement: RetirementAsked) => void;
  retiring: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The retirement: whole tons on the stepper (one to the whole tons held), who it is for (nobody
 * named: the member), and a one-line reason for the certificate. More tons than the holding's
 * whole tons disable Retire with the limit and the excess beside it; Retire checks the form with
 * the domain's rules, then asks for a confirmation that says it cannot be undone.
 */
export function RetireForm({
  holding,
  onRetire,
  retiring,
  error,
  errorParams,
  fieldErrors,
}: RetireFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const max = retirableTons(holding.tons);
  const form = useDomainForm<RetireValues, RetireFormOutput>(
    retireFormSchema({ balanceTons: holding.tons }),
    { quantity: RETIRE_TONS_STEP.toString(), beneficiary: '', reason: '' },
  );
  const typed = typedOrderTons(useWatch({ control: form.control, name: 'quantity' }));
  const excess = typed === null ? null : tonsAboveHolding(typed, max);
  const offline = useOffline();
  const [confirming, setConfirming] = useState<RetirementAsked | null>(null);

  return (
    <>
      <Form
        form={form}
        busy={retiring}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={t('credits.retire.form.title')}
        headingLevel={2}
        onSubmit={({ quantity, beneficiary, reason }) => {
          if (!offline) setConfirming({ quantity, beneficiary, reason });
        }}
        actions={
          <MoneySubmit
            busy={retiring}
            blockedBy={
              excess === null
                ? null
                : (id) => (
                    <BlockedReason id={id}>
                      {t('credits.retire.form.aboveHolding', {
                        max: formatTons(max, locale),
                        excess: formatTons(excess, locale),
                      })}
                    </BlockedReason>
                  )
            }
          >
            {t('credits.retire.form.submit')}
          </MoneySubmit>
        }
      >
        <FormQuantityStepper<RetireValues, RetireFormOutput>
          name="quantity"
          label={t('credits.retire.form.quantity')}
          unit={tonUnit(locale)}
          range={{ min: RETIRE_TONS_STEP, max }}
          errorParams={RETIRE_STEP_PARAMS}
          hint={t('credits.retire.form.quantityHint', {
            min: formatTons(RETIRE_TONS_STEP, locale),
            max: formatTons(max, locale),
          })}
          required
          disabled={retiring}
        />
        <FormTextField<RetireValues, RetireFormOutput>
          name="beneficiary"
          label={t('credits.retire.form.beneficiary')}
          hint={t('credits.retire.form.beneficiaryHint')}
          maxLength={BENEFICIARY_MAX_LENGTH}
          autoComplete="off"
          disabled={retiring}
        />
        <FormTextField<RetireValues, RetireFormOutput>
          name="reason"
          label={t('credits.retire.form.reason')}
          hint={t('credits.retire.form.reasonHint', { max: RETIREMENT_REASON_MAX_LENGTH })}
          maxLength={RETIREMENT_REASON_MAX_LENGTH}
          autoComplete="off"
          required
          disabled={retiring}
        />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('credits.retire.confirm.title')}
        message={
          confirming === null
            ? undefined
            : confirming.beneficiary === undefined
              ? t('credits.retire.confirm.forSelf', {
                  tons: formatTons(confirming.quantity, locale),
                  project: holding.projectName,
                })
              : t('credits.retire.confirm.forBeneficiary', {
                  tons: formatTons(confirming.quantity, locale),
                  project: holding.projectName,
                  beneficiary: confirming.beneficiary,
                })
        }
        confirmLabel={t('credits.retire.confirm.action')}
        onConfirm={() => {
          if (confirming !== null) onRetire(confirming);
        }}
      />
    </>
  );
}
