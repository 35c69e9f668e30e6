import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, orderTonsRange } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Tons } from '@carbonmarket/domain';
import type { FieldErrors } from '../../../forms/serverErrors';
import { PLACEHOLDER_ORDER_PROJECT } from '../shared/placeholderProject';
import { projectOffer } from '../shared/projectOffer';
import { OrderPage } from '../shared/OrderPage';
import type { OrderPageProps } from '../shared/OrderPage';
import { OrderProjectSummary } from '../shared/OrderProjectSummary';
import { OrderUnavailable } from '../shared/OrderUnavailable';
import { PurchaseForm } from './parts/PurchaseForm';
import { PurchaseDone } from './parts/PurchaseDone';
import type { PurchaseReceipt } from './parts/PurchaseDone';

export interface PurchaseScreenProps extends OrderPageProps {
  /** The server's current time, for whether the sale is open. */
  now: Date;
  /** Called with the quantity once the member confirmed the purchase. */
  onBuy: (purchase: { quantity: Tons }) => void;
  /** The purchase is being sent: the button is busy and the fields disabled. @default false */
  buying?: boolean;
  /**
   * Why the last purchase was refused. Quantity codes show on the quantity, TERMS_NOT_AGREED on
   * the terms, the others (the caps, the balance, the project's state) in the banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error` (`{maxtimes}`). */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`). */
  fieldErrors?: FieldErrors;
  /** The completed purchase: the form gives way to the receipt. */
  receipt?: PurchaseReceipt | null;
  /** The project's page. */
  projectHref: string;
  /** The presale booking page of the project, for a presale opened here. */
  bookHref: string;
  /** The member's orders, after a purchase. */
  ordersHref: string;
  termsHref: string;
  privacyHref: string;
  /** Where the wallet is topped up; without it a short balance is only explained. */
  topUpHref?: string;
}

/**
 * Buying whole tons of a project in progress: what is bought (the project, its price and
 * bounds), the quantity within them with the purchases left, the total against the available
 * balance (and what is missing), the terms, a confirmation, then the receipt. A project that
 * takes no purchase from this member says why and leads back to its page.
 */
export function PurchaseScreen({
  now,
  onBuy,
  buying = false,
  error,
  errorParams,
  fieldErrors,
  receipt = null,
  projectHref,
  bookHref,
  ordersHref,
  termsHref,
  privacyHref,
  topUpHref,
  ...page
}: PurchaseScreenProps) {
  const { t } = useTranslation();
  const formLinks = { termsHref, privacyHref, topUpHref };
  const placeholderRange = orderTonsRange(PLACEHOLDER_ORDER_PROJECT);
  return (
    <OrderPage
      {...page}
      title={t('projects.purchase.title')}
      loadingLabel={t('projects.purchase.loading')}
      loadErrorTitle={t('projects.purchase.loadError')}
      placeholder={
        <>
          <OrderProjectSummary project={PLACEHOLDER_ORDER_PROJECT} range={placeholderRange} />
          <PurchaseForm
            project={PLACEHOLDER_ORDER_PROJECT}
            range={placeholderRange}
            available={ZERO_MONEY}
            onBuy={() => undefined}
            buying={false}
            {...formLinks}
          />
        </>
      }
      done={
        receipt === null ? undefined : (
          <PurchaseDone receipt={receipt} ordersHref={ordersHref} projectHref={projectHref} />
        )
      }
    >
      {(project, available) => {
        const range = orderTonsRange(project);
        const offer = projectOffer(project, now);
        return (
          <>
            <OrderProjectSummary project={project} range={range} />
            {offer.kind === 'order' && offer.order === 'purchase' ? (
              <PurchaseForm
                project={project}
                range={range}
                available={available}
                onBuy={onBuy}
                buying={buying}
                error={error}
                errorParams={errorParams}
                fieldErrors={fieldErrors}
                {...formLinks}
              />
            ) : (
              <OrderUnavailable
                kind="purchase"
                offer={offer}
                projectHref={projectHref}
                otherOrderHref={bookHref}
              />
            )}
          </>
        );
      }}
    </OrderPage>
  );
}
