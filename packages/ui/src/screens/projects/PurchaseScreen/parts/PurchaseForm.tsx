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
import { purchaseFormSchema } from '@carbonmarket/domain/contract';
import { Amount } from '../../../../components/Amount/Amount';
import type { FieldErrors } from '../../../../forms/serverErrors';
import { useLocale } from '../../../../i18n/useLocale';
import { NoFigure } from '../../shared/PaymentRows';
import { OrderForm } from '../../shared/OrderForm';
import type { OrderFormLinks } from '../../shared/OrderForm';
import { purchaseTotals } from '../purchaseTotals';

export interface PurchaseFormProps {
  links: OrderFormLinks;
  project: ProjectDetail;
  range: WholeTonsRange;
  available: Money;
  /** The tons to start with (kept from before a top-up); else the project's minimum. */
  initialQuantity?: Tons;
  /** Called with the quantity once the member confirmed the purchase. */
  onBuy: (purchase: { quantity: Tons }) => void;
  buying: boolean;
  error?: ErrorCode;
  errorParams?: ErrorParams;
  fieldErrors?: FieldErrors;
}

/**
 * The purchase: an order form whose figure is the total (quantity x price per ton), charged in
 * full, and whose confirmation names the tons, the project and the total.
 */
export function PurchaseForm({ onBuy, buying, ...order }: PurchaseFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { project, available } = order;
  const totalOf = (quantity: Tons | null) =>
    purchaseTotals(quantity?.toString() ?? '', project.currentUnitPrice, available).total;
  return (
    <OrderForm
      {...order}
      payment="purchase"
      schema={purchaseFormSchema(project)}
      figures={(quantity) => {
        const total = totalOf(quantity);
        return {
          leading: [
            {
              key: 'total',
              term: t('projects.purchase.totals.total'),
              detail: total === null ? <NoFigure /> : <Amount value={total} size="lg" />,
            },
          ],
          charge: total,
        };
      }}
      words={{
        title: t('projects.purchase.form.title'),
        submit: t('projects.purchase.form.submit'),
        confirmTitle: t('projects.purchase.confirm.title'),
        confirmAction: t('projects.purchase.confirm.action'),
        confirmMessage: (quantity) =>
          t('projects.purchase.confirm.message', {
            tons: formatTons(quantity, locale),
            project: project.name,
            total: formatMoney(totalOf(quantity) ?? project.currentUnitPrice, locale),
          }),
      }}
      onOrder={onBuy}
      sending={buying}
    />
  );
}
