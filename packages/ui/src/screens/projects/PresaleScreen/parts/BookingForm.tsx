import { useTranslation } from 'react-i18next';
import { formatMoney, formatTons } from '@carbonmarket/domain';
import type {
  ErrorCode,
  ErrorParams,
  Money,
  ProjectDetail,
  Tons,
  WholeTonsRange,
} from '@carbonmarket/domain';
import { bookingFormSchema } from '@carbonmarket/domain/contract';
import { Amount } from '../../../../components/Amount/Amount';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import { NoFigure } from '../../shared/PaymentRows';
import { OrderForm } from '../../shared/OrderForm';
import type { OrderFormLinks } from '../../shared/OrderForm';
import { bookingTotals } from '../bookingTotals';

export interface BookingFormProps {
  links: OrderFormLinks;
  /** A presale (its `presale` terms are set). */
  project: ProjectDetail;
  range: WholeTonsRange;
  available: Money;
  /** The tons to start with (kept from before a top-up); else the project's minimum. */
  initialQuantity?: Tons;
  /** Called with the quantity once the member confirmed the booking. */
  onBook: (booking: { quantity: Tons }) => void;
  booking: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The booking: an order form whose figures are the expected total and the booking fee, the fee
 * alone charged now, and whose confirmation names the tons, the project and the fee.
 */
export function BookingForm({ onBook, booking, ...order }: BookingFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project } = order;
  const feePercent = project.presale?.bookingFeePercent ?? '0';
  const totalsOf = (quantity: Tons | null) =>
    bookingTotals(quantity?.toString() ?? '', project.currentUnitPrice, feePercent);
  return (
    <OrderForm
      {...order}
      payment="booking"
      schema={bookingFormSchema(project)}
      figures={(quantity) => {
        const { expectedTotal, fee } = totalsOf(quantity);
        return {
          leading: [
            {
              key: 'expectedTotal',
              term: t('projects.presale.totals.expectedTotal'),
              detail: expectedTotal === null ? <NoFigure /> : <Amount value={expectedTotal} />,
            },
            {
              key: 'fee',
              term: t('projects.presale.totals.bookingFee'),
              detail: fee === null ? <NoFigure /> : <Amount value={fee} size="lg" />,
            },
          ],
          charge: fee,
        };
      }}
      words={{
        title: t('projects.presale.form.title'),
        submit: t('projects.presale.form.submit'),
        confirmTitle: t('projects.presale.confirm.title'),
        confirmAction: t('projects.presale.confirm.action'),
        confirmMessage: (quantity) =>
          t('projects.presale.confirm.message', {
            tons: formatTons(quantity, locale),
            project: project.name,
            fee: formatMoney(totalsOf(quantity).fee ?? project.currentUnitPrice, locale),
          }),
      }}
      onOrder={onBook}
      sending={booking}
    />
  );
}
