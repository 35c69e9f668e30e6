import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import {
  SALE_MIN_PROCEEDS,
  SELL_TONS_STEP,
  addWorkingDays,
  formatMoney,
  formatTons,
} from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Tons } from '@carbonmarket/domain';
import { sellFormSchema } from '@carbonmarket/domain/contract';
import type { SellForm as SellFormOutput } from '@carbonmarket/domain/contract';
import { BlockedReason } from '../../../../components/BlockedReason/BlockedReason';
import { Button } from '../../../../components/Button/Button';
import { ConfirmDialog } from '../../../../components/ConfirmDialog/ConfirmDialog';
import { Form } from '../../../../forms/Form';
import { useDomainForm } from '../../../../forms/useDomainForm';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import { formatDate } from '../../../../i18n/formatDate';
import type { SellableHolding } from '../../shared/creditTypes';
import { sellFigures } from '../sellFigures';
import { SellQuantityField } from './SellQuantityField';
import type { SellValues } from './SellQuantityField';
import { SellProceedsRows } from './SellProceedsRows';
import { MoneySubmit } from '../../../../components/Offline/MoneySubmit';
import { useOffline } from '../../../../components/Offline/offlineContext';

export interface SellFormProps {
  holding: SellableHolding;
  /** The server's current time: the payout date counts its working days from it. */
  now: Date;
  /** Called with the tons once the member confirmed the sale. */
  onSell: (sale: { quantity: Tons }) => void;
  selling: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The sale: the tons (typed in steps of 0.001 t, or all of them at once), the proceeds as they
 * are typed, where they go and when they are available; Sell checks the form and that the sale
 * pays at least a cent, then asks for a confirmation naming the tons, the project, the proceeds
 * and the payout date. More tons than are held show no proceeds, and Sell is disabled with the
 * holding and the excess beside it.
 */
export function SellForm({
  holding,
  now,
  onSell,
  selling,
  error,
  errorParams,
  fieldErrors,
}: SellFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useDomainForm<SellValues, SellFormOutput>(
    sellFormSchema({ balanceTons: holding.tons }),
    { quantity: '' },
  );
  const typed = useWatch({ control: form.control, name: 'quantity' });
  const figures = sellFigures(typed, holding.unitPrice, holding.tons);
  const offline = useOffline();
  const { aboveHolding } = figures;
  const payoutAt = addWorkingDays(now, holding.sell.payoutWorkingDays);
  // Sell pressed for proceeds under a cent: the banner says so until the proceeds are enough.
  const [smallAttempt, setSmallAttempt] = useState(false);
  const [confirming, setConfirming] = useState<Tons | null>(null);
  const tooSmall = smallAttempt && figures.tooSmall;
  const shown: ErrorCode | undefined = tooSmall ? 'SELL_PROCEEDS_TOO_SMALL' : error;
  const shownParams = tooSmall ? { min: formatMoney(SALE_MIN_PROCEEDS, locale) } : errorParams;
  const confirmedProceeds =
    confirming === null
      ? null
      : sellFigures(confirming.toString(), holding.unitPrice, holding.tons).proceeds;

  return (
    <>
      <Form
        form={form}
        busy={selling}
        error={shown}
        errorParams={shownParams}
        fieldErrors={fieldErrors}
        title={t('credits.sell.form.title')}
        headingLevel={2}
        onSubmit={({ quantity }) => {
          if (offline) return;
          if (sellFigures(quantity.toString(), holding.unitPrice, holding.tons).tooSmall) {
            setSmallAttempt(true);
            return;
          }
          setSmallAttempt(false);
          setConfirming(quantity);
        }}
        actions={
          <MoneySubmit
            busy={selling}
            blockedBy={
              aboveHolding === null
                ? null
                : (id) => (
                    <BlockedReason id={id}>
                      {t('credits.sell.form.aboveHolding', {
                        held: formatTons(holding.tons, locale),
                        excess: formatTons(aboveHolding, locale),
                      })}
                    </BlockedReason>
                  )
            }
          >
            {t('credits.sell.form.submit')}
          </MoneySubmit>
        }
      >
        <SellQuantityField
          label={t('credits.sell.form.quantity')}
          hint={t('credits.sell.form.quantityHint', {
            max: formatTons(holding.tons, locale),
            step: formatTons(SELL_TONS_STEP, locale),
          })}
          disabled={selling}
          trailingAction={
            <Button
              variant="plain"
              size="sm"
              disabled={selling}
              onClick={() =>
                form.setValue('quantity', holding.tons.toString(), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            >
              {t('credits.sell.form.sellAll')}
            </Button>
          }
        />
        <SellProceedsRows
          figures={figures}
          payoutAt={payoutAt}
          payoutWorkingDays={holding.sell.payoutWorkingDays}
        />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('credits.sell.confirm.title')}
        message={
          confirming === null || confirmedProceeds === null
            ? undefined
            : t('credits.sell.confirm.message', {
                tons: formatTons(confirming, locale),
                project: holding.projectName,
                proceeds: formatMoney(confirmedProceeds, locale),
                date: formatDate(payoutAt, locale),
              })
        }
        confirmLabel={t('credits.sell.confirm.action')}
        onConfirm={() => {
          if (confirming !== null) onSell({ quantity: confirming });
        }}
      />
    </>
  );
}
