import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, orderTonsRange } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Order, Tons } from '@carbonmarket/domain';
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
import type { ScreenLinks } from '../../../links/screenLinks';

/**
 * The places PurchaseScreen links to: the project, its booking (a presale opened here), the
 * completed orders after a purchase, the terms, and topping up (without it a short balance is only
 * explained).
 */
export type PurchaseScreenLinks = Pick<
  ScreenLinks,
  'projects' | 'project' | 'presale' | 'orders' | 'terms' | 'privacy' | 'topUp' | 'topUpFor'
>;

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
  /** The completed purchase: the form gives way to the receipt (its project for the way back). */
  receipt?: (PurchaseReceipt & { order: Pick<Order, 'projectId'> }) | null;
  /**
   * The tons the form starts with: what the member had chosen before leaving to top up (the app
   * keeps it in the address). Without it, the project's minimum.
   */
  initialQuantity?: Tons;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: PurchaseScreenLinks;
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
  links,
  initialQuantity,
  ...page
}: PurchaseScreenProps) {
  const { t } = useTranslation();
  const placeholderRange = orderTonsRange(PLACEHOLDER_ORDER_PROJECT);
  return (
    <OrderPage
      {...page}
      links={links}
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
            links={links}
          />
        </>
      }
      done={
        receipt === null ? undefined : (
          <PurchaseDone
            receipt={receipt}
            ordersHref={links.orders('completed')}
            projectHref={links.project(receipt.order.projectId)}
          />
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
                initialQuantity={initialQuantity}
                onBuy={onBuy}
                buying={buying}
                error={error}
                errorParams={errorParams}
                fieldErrors={fieldErrors}
                links={links}
              />
            ) : (
              <OrderUnavailable
                kind="purchase"
                offer={offer}
                projectHref={links.project(project.id)}
                otherOrderHref={links.presale(project.id)}
              />
            )}
          </>
        );
      }}
    </OrderPage>
  );
}
