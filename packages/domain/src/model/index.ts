export {
  WITHDRAWAL_STATUSES,
  WITHDRAWAL_DESTINATIONS,
  ORDER_STATUSES,
  PROJECT_STATUSES,
  LISTED_PROJECT_STATUSES,
  TOP_UP_STATUSES,
  withdrawalStatusTone,
  topUpStatusTone,
  orderStatusTone,
  projectStatusTone,
} from './status';
export type {
  WithdrawalStatus,
  WithdrawalDestination,
  OrderStatus,
  ProjectStatus,
  ListedProjectStatus,
  StatusTone,
  TopUpStatus,
} from './status';
export { VISITOR_TYPES } from './visitor';
export type { VisitorType } from './visitor';
export {
  WITHDRAWAL_TRANSITIONS,
  TOP_UP_TRANSITIONS,
  ORDER_TRANSITIONS,
  PROJECT_TRANSITIONS,
  canTransition,
} from './transitions';
export {
  MEMBERSHIP_LEVELS,
  levelRank,
  meetsLevel,
  BILLING_PERIODS,
  CREDIT_SCORES,
  BALANCE_KINDS,
  CREDIT_KINDS,
} from './membership';
export type {
  MembershipLevel,
  BillingPeriod,
  CreditScore,
  BalanceKind,
  CreditKind,
} from './membership';
export type {
  LoginInfo,
  Member,
  BankAccount,
  Balances,
  Project,
  ProjectDetail,
  ProjectViewer,
  CarbonFacts,
  Order,
  Withdrawal,
  FundRecord,
  CarbonHolding,
  MembershipPlan,
  NewsItem,
  Notification,
} from './entities';
export { FUND_RECORD_TYPES, CREDIT_RECORD_TYPES } from './fundRecords';
export {
  CARBON_REGISTRIES,
  REGISTRY_ID_MAX_LENGTH,
  REGISTRY_ID_PATTERN,
  isCarbonRegistry,
  isRegistryId,
  projectRegistration,
  registryProjectUrl,
} from './carbonRegistry';
export type { CarbonRegistry, ProjectRegistration } from './carbonRegistry';
export { SDG_GOALS, isSdgGoal, orderedGoals } from './sustainableGoals';
export { PROJECT_TYPES, isProjectType } from './projectTypes';
export type { ProjectType } from './projectTypes';
export type { SdgGoal } from './sustainableGoals';
export type { FundRecordType, CreditRecordType } from './fundRecords';
export { NOTIFICATION_TARGET_KINDS } from './notificationTarget';
export type { NotificationTarget, NotificationTargetKind } from './notificationTarget';
