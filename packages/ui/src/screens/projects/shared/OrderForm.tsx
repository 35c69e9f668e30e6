import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { balanceShortfall, formatTons, tonUnit, typedOrderTons } from '@carbonmarket/domain';
import type {
  ErrorCode,
  ErrorParams,
  Money,
  ProjectDetail,
  Tons,
  WholeTonsRange,
} from '@carbonmarket/domain';
import { ConfirmDialog } from '../../../components/ConfirmDialog/ConfirmDialog';
import type { Fact } from '../../../components/FactRows/FactRows';
import { Form } from '../../../forms/Form';
import { FormQuantityStepper } from '../../../forms/FormQuantityStepper';
import { FormTermsAgreement } from '../../../forms/FormCheckbox';
import { useDomainForm } from '../../../forms/useDomainForm';
import type { FieldErrors } from '../../../forms/serverErrors';
import { useLocale } from '../../../i18n/useLocale';
import { OrdersLeft } from './OrdersLeft';
import { PaymentRows } from './PaymentRows';
import { ShortBalanceReason } from './ShortBalanceReason';
import type { ScreenLinks, ShortOrder } from '../../../links/screenLinks';
import { MoneySubmit } from '../../../components/Offline/MoneySubmit';
import { useOffline } from '../../../components/Offline/offlineContext';

/** What an order form holds while it is filled in. */
export interface OrderValues {
  quantity: string;
  agreed: boolean;
}

/** What an order form hands on once it passes its schema: whole tons, the terms agreed. */
export interface OrderFormOutput {
  quantity: Tons;
  agreed: true;
}

/** The figures of an order for a quantity (null while none is typed). */
export interface OrderFigures {
  /** The rows above the available balance (a total, a booking fee). */
  leading: Fact[];
  /** What leaves the available balance now; null without a quantity. */
  charge: Money | null;
}

/** Where an order form links: the terms it asks to agree to, and topping the wallet up. */
export type OrderFormLinks = Pick<ScreenLinks, 'terms' | 'privacy' | 'topUp' | 'topUpFor'>;

export interface OrderFormProps {
  links: OrderFormLinks;
  /** Which order this is: a top-up started from it comes back to it. */
  payment: ShortOrder['payment'];
  /** The tons to start with (kept from before a top-up); else the project's minimum. */
  initialQuantity?: Tons;
  project: ProjectDetail;
  range: WholeTonsRange;
  available: Money;
  /** The order's rules for the quantity and the terms (`purchaseFormSchema`, `bookingFormSchema`). */
  schema: z.ZodType<OrderFormOutput, Partial<OrderValues>>;
  /** The order's figures for a quantity. */
  figures: (quantity: Tons | null) => OrderFigures;
  /** The form's heading, its button, and the confirmation's title, button and sentence. */
  words: {
    title: string;
    submit: string;
    confirmTitle: string;
    confirmAction: string;
    confirmMessage: (quantity: Tons) => string;
  };
  /** Called with the quantity once the member confirmed the order. */
  onOrder: (order: { quantity: Tons }) => void;
  sending: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * An order of whole tons of a project: the quantity (the project's minimum to start with), the
 * orders left, the order's figures against the available balance, the terms. While the charge is
 * above the balance the button is disabled, with the shortfall beside it; otherwise it checks the
 * form, then asks for a confirmation in the order's words.
 */
export function OrderForm({
  payment,
  initialQuantity,
  project,
  range,
  available,
  schema,
  figures,
  words,
  onOrder,
  sending,
  error,
  errorParams,
  fieldErrors,
  links,
}: OrderFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = useDomainForm<OrderValues, OrderFormOutput>(schema, {
    quantity: (initialQuantity ?? range.min).toString(),
    agreed: false,
  });
  const typed = useWatch({ control: form.control, name: 'quantity' });
  const typedTons = typedOrderTons(typed);
  const { leading, charge } = figures(typedTons);
  const shortfall = charge === null ? null : balanceShortfall(charge, available);
  // Topping up for this order comes back to it with these tons; an app without that way back
  // still offers the plain top-up.
  const topUpHref =
    shortfall !== null && typedTons !== null && links.topUpFor !== undefined
      ? links.topUpFor({ payment, projectId: project.id, quantity: typedTons, shortfall })
      : links.topUp;
  const offline = useOffline();
  const [confirming, setConfirming] = useState<Tons | null>(null);

  return (
    <>
      <Form
        form={form}
        busy={sending}
        error={error}
        errorParams={errorParams}
        fieldErrors={fieldErrors}
        title={words.title}
        headingLevel={2}
        onSubmit={({ quantity }) => {
          const due = figures(quantity).charge;
          if (offline) return;
          if (due !== null && balanceShortfall(due, available) !== null) return;
          setConfirming(quantity);
        }}
        actions={
          <MoneySubmit
            busy={sending}
            blockedBy={
              shortfall === null
                ? null
                : (id) => <ShortBalanceReason id={id} shortfall={shortfall} topUpHref={topUpHref} />
            }
          >
            {words.submit}
          </MoneySubmit>
        }
      >
        <FormQuantityStepper<OrderValues, OrderFormOutput>
          name="quantity"
          label={t('projects.purchase.form.quantity')}
          unit={tonUnit(locale)}
          range={range}
          hint={t('projects.purchase.form.quantityHint', {
            min: formatTons(range.min, locale),
            max: formatTons(range.max, locale),
          })}
          required
          disabled={sending}
        />
        <OrdersLeft viewer={project.viewer} />
        <PaymentRows leading={leading} charge={charge} available={available} />
        <FormTermsAgreement<OrderValues, OrderFormOutput>
          name="agreed"
          termsHref={links.terms}
          privacyHref={links.privacy}
          disabled={sending}
        />
      </Form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={words.confirmTitle}
        message={confirming === null ? undefined : words.confirmMessage(confirming)}
        confirmLabel={words.confirmAction}
        onConfirm={() => {
          if (confirming !== null) onOrder({ quantity: confirming });
        }}
      />
    </>
  );
}
