import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, orderTonsRange } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Order, Tons } from '@carbonmarket/domain';
import type { FieldErrors } from '../../../forms/serverErrors';
import { PLACEHOLDER_PRESALE_PROJECT } from '../shared/placeholderProject';
import { projectOffer } from '../shared/projectOffer';
import { OrderPage } from '../shared/OrderPage';
import type { OrderPageProps } from '../shared/OrderPage';
import { OrderProjectSummary } from '../shared/OrderProjectSummary';
import { OrderUnavailable } from '../shared/OrderUnavailable';
import { BookingTerms } from './parts/BookingTerms';
import { BookingForm } from './parts/BookingForm';
import { BookingDone } from './parts/BookingDone';
import type { BookingReceipt } from './parts/BookingDone';
import type { ScreenLinks } from '../../../links/screenLinks';

/**
 * The places PresaleScreen links to: the project, its purchase (a project in progress opened
 * here), the bookings after a booking, the terms, and topping up (without it a short balance is
 * only explained).
 */
export type PresaleScreenLinks = Pick<
  ScreenLinks,
  'projects' | 'project' | 'purchase' | 'orders' | 'terms' | 'privacy' | 'topUp' | 'topUpFor'
>;

export interface PresaleScreenProps extends OrderPageProps {
  /** The server's current time, for the countdown to the end of the booking window. */
  now: Date;
  /** Called with the quantity once the member confirmed the booking. */
  onBook: (booking: { quantity: Tons }) => void;
  /** The booking is being sent: the button is busy and the fields disabled. @default false */
  booking?: boolean;
  /**
   * Why the last booking was refused. Quantity codes show on the quantity, TERMS_NOT_AGREED on
   * the terms, the others (the caps, the balance, the project's state) in the banner.
   */
  error?: ErrorCode;
  /** Values for the placeholders of `error` (`{maxtimes}`). */
  errorParams?: ErrorParams;
  /** The refusal's codes per field (`ApiError.fields`). */
  fieldErrors?: FieldErrors;
  /** The confirmed booking: the form gives way to the receipt (its project for the way back). */
  receipt?: (BookingReceipt & { order: Pick<Order, 'projectId'> }) | null;
  /** Days the member has to pay the final amount once it is set (the operator's setting). */
  finalPaymentDays?: number;
  /**
   * The tons the form starts with: what the member had chosen before leaving to top up (the app
   * keeps it in the address). Without it, the project's minimum.
   */
  initialQuantity?: Tons;
  /** Where the screen links (`ScreenLinks`: ADR 034). */
  links: PresaleScreenLinks;
}

/**
 * Booking whole tons of a presale: the project with its expected price and booking fee, how a
 * presale is paid (the countdown to the end of booking, the final payment within its days once
 * the final price is set), the quantity with the orders left, the expected total and the fee
 * paid now against the available balance, the terms, a confirmation, then the receipt. A project
 * that takes no booking from this member says why and leads back to its page.
 */
export function PresaleScreen({
  now,
  onBook,
  booking = false,
  error,
  errorParams,
  fieldErrors,
  receipt = null,
  finalPaymentDays,
  links,
  initialQuantity,
  ...page
}: PresaleScreenProps) {
  const { t } = useTranslation();
  const placeholderRange = orderTonsRange(PLACEHOLDER_PRESALE_PROJECT);
  return (
    <OrderPage
      {...page}
      links={links}
      title={t('projects.presale.title')}
      loadingLabel={t('projects.presale.loading')}
      loadErrorTitle={t('projects.presale.loadError')}
      placeholder={
        <>
          <OrderProjectSummary project={PLACEHOLDER_PRESALE_PROJECT} range={placeholderRange} />
          {/* A booking window without an end, as most presales have: no countdown. */}
          <BookingTerms now={now} closesAt={null} finalPaymentDays={finalPaymentDays} />
          <BookingForm
            project={PLACEHOLDER_PRESALE_PROJECT}
            range={placeholderRange}
            available={ZERO_MONEY}
            onBook={() => undefined}
            booking={false}
            links={links}
          />
        </>
      }
      done={
        receipt === null ? undefined : (
          <BookingDone
            receipt={receipt}
            ordersHref={links.orders('applying')}
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
            {offer.kind === 'order' && offer.order === 'presale' ? (
              <>
                <BookingTerms
                  now={now}
                  closesAt={project.sellingEndsAt}
                  finalPaymentDays={finalPaymentDays}
                />
                <BookingForm
                  project={project}
                  range={range}
                  available={available}
                  initialQuantity={initialQuantity}
                  onBook={onBook}
                  booking={booking}
                  error={error}
                  errorParams={errorParams}
                  fieldErrors={fieldErrors}
                  links={links}
                />
              </>
            ) : (
              <OrderUnavailable
                kind="presale"
                offer={offer}
                projectHref={links.project(project.id)}
                otherOrderHref={links.purchase(project.id)}
              />
            )}
          </>
        );
      }}
    </OrderPage>
  );
}
