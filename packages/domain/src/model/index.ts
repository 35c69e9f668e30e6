export {
  WITHDRAWAL_STATUSES,
  ORDER_STATUSES,
  PROJECT_STATUSES,
  withdrawalStatusTone,
  orderStatusTone,
  projectStatusTone,
} from './status';
export type { WithdrawalStatus, OrderStatus, ProjectStatus, StatusTone } from './status';
export { VISITOR_TYPES } from './visitor';
export type { VisitorType } from './visitor';
