export { currentUnitPrice, projectProgress, referenceNumber } from './projectRules';
export type { PricedProject } from './projectRules';
export {
  ORDER_KINDS,
  singaporeMonth,
  purchaseCapRefusal,
  sellingWindowReason,
  orderAccessRefusal,
  quoteOrder,
} from './orderRules';
export type {
  OrderKind,
  Refusal,
  OrderCounts,
  OrderProject,
  OrderRequest,
  OrderQuote,
} from './orderRules';
export {
  orderTonsRange,
  isEmptyRange,
  stepWholeTons,
  canStepWholeTons,
  typedOrderTons,
} from './orderQuantity';
export type { WholeTonsRange } from './orderQuantity';
export {
  allocateFinalTons,
  finalPaymentDeadline,
  isBookingOverdue,
  finalPaymentReason,
  canPayFinal,
} from './presaleRules';
export type { BookingState } from './presaleRules';
export {
  SALE_STATUSES,
  SELL_TONS_STEP,
  SELL_STEP_PARAMS,
  SALE_MIN_PROCEEDS,
  quoteSale,
  tonsAboveHolding,
  isSaleDue,
  saleStatusTone,
} from './saleRules';
export type { SaleStatus, SaleRequest, SaleQuote } from './saleRules';
export {
  RETIRE_TONS_STEP,
  RETIRE_STEP_PARAMS,
  RETIREMENT_REASON_MAX_LENGTH,
  BENEFICIARY_MAX_LENGTH,
  retirableTons,
  judgeRetirement,
  certificateBeneficiary,
  CERTIFICATE_ID_PATTERN,
  isCertificateId,
  certificatePath,
  certificatePdfPath,
} from './retirementRules';
export type { RetirementRequest } from './retirementRules';
export {
  SERIAL_DIGITS,
  SERIAL_MARK,
  REGISTRY_SERIAL_CODES,
  serialPrefix,
  serialCount,
  nextSerialRange,
  rangesOverlap,
  formatSerial,
  formatSerialRange,
  parseSerialRange,
} from './retirementSerials';
export type { SerialRange, SerialProject } from './retirementSerials';
export { PROJECT_LIST_ORDER, projectListRank, compareForProjectList } from './projectListOrder';
