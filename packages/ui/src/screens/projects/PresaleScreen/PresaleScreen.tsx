import { useTranslation } from 'react-i18next';
import { ZERO_MONEY, orderTonsRange } from '@carbonmarket/domain';
import type { ErrorCode, ErrorParams, Tons } from '@carbonmarket/domain';
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
  /** The confirmed booking: the form gives way to the receipt. */
  receipt?: BookingReceipt | null;
  /** Days the member has to pay the final amount once it is set (the operator's setting). */
  finalPaymentDays?: number;
  /** The project's page. */
  projectHref: string;
  /** The purchase page of the project, for a project in progress opened here. */
  buyHref: string;
  /** The member's orders, after a booking. */
  ordersHref: string;
  termsHref: string;
  privacyHref: string;
  /** Where the wallet is topped up; without it a short balance is only explained. */
  topUpHref?: string;
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
  projectHref,
  buyHref,
  ordersHref,
  termsHref,
  privacyHref,
  topUpHref,
  ...page
}: PresaleScreenProps) {
  const { t } = useTranslation();
  const formLinks = { termsHref, privacyHref, topUpHref };
  const placeholderRange = orderTonsRange(PLACEHOLDER_PRESALE_PROJECT);
  return (
    <OrderPage
      {...page}
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
            {...formLinks}
          />
        </>
      }
      done={
        receipt === null ? undefined : (
          <BookingDone receipt={receipt} ordersHref={ordersHref} projectHref={projectHref} />
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
                  onBook={onBook}
                  booking={booking}
                  error={error}
                  errorParams={errorParams}
                  fieldErrors={fieldErrors}
                  {...formLinks}
                />
              </>
            ) : (
              <OrderUnavailable
                kind="presale"
                offer={offer}
                projectHref={projectHref}
                otherOrderHref={buyHref}
              />
            )}
          </>
        );
      }}
    </OrderPage>
  );
}
