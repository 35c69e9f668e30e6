export { moneyWire, tonsWire, instantWire, percentWire, levelWire, idWire } from './wire';
export { replySchema, REPLY_CODE } from './envelope';
export { defineEndpoint, ADMIN_KEY_HEADER, IDEMPOTENCY_KEY_HEADER } from './endpoint';
export type { Endpoint, EndpointAccess, HttpMethod, RequestOf, ResponseOf } from './endpoint';
export { getBaseConfig, baseConfigWire, limitsWire, membershipPlanWire } from './endpoints/config';
export {
  sendCode,
  register,
  login,
  guestLogin,
  logout,
  forgotPassword,
  sessionWire,
  CODE_PURPOSES,
} from './endpoints/auth';
export { ENDPOINTS } from './registry';
export { GENERIC_ERRORS, UNKNOWN_PATH_ERROR } from './genericErrors';
export {
  projectList,
  projectDetail,
  projectFactSheet,
  projectWire,
  projectDetailWire,
  projectViewerWire,
  factSheetWire,
  carbonFactsWire,
  errorCodeWire,
} from './endpoints/projects';
export {
  orderBuy,
  orderBook,
  orderPayFinal,
  orderList,
  orderDetail,
  orderWire,
  orderResultWire,
  wholeTonsParam,
} from './endpoints/orders';
export {
  creditHoldings,
  creditHoldingDetail,
  creditSell,
  creditSales,
  holdingWire,
  holdingDetailWire,
  creditRecordWire,
  saleWire,
  sellTonsParam,
  sellQuantityParam,
} from './endpoints/credits';
export {
  adminCreateProject,
  adminSetProjectStatus,
  adminSetPresaleFinal,
  adminSettleSales,
  adminForfeitBookings,
  adminMarketDue,
  marketDueWire,
  projectInputSchema,
  PROJECT_INTRODUCTION_MAX_LENGTH,
} from './endpoints/adminMarket';
export type { ProjectInput } from './endpoints/adminMarket';
export {
  getProfile,
  updateProfile,
  uploadAvatar,
  changeLoginPassword,
  setWithdrawalPassword,
  changeWithdrawalPassword,
  getBankCard,
  saveBankCard,
  memberWire,
  bankCardWire,
} from './endpoints/profile';
export {
  getBalances,
  listFundRecords,
  createTopUp,
  getTopUp,
  previewWithdrawalFee,
  withdraw,
  listWithdrawals,
  fundRecordWire,
  topUpWire,
  withdrawalWire,
  withdrawalQuoteWire,
} from './endpoints/wallet';
export { listMembershipPlans, joinMembership, PAID_LEVELS } from './endpoints/membership';
export {
  listPendingTopUps,
  confirmTopUp,
  cancelTopUp,
  listProcessingWithdrawals,
  completeWithdrawal,
  refuseWithdrawal,
  setRisk,
  setCreditScore,
  setMembership,
  unlockMember,
  lastVerificationCode,
  adminTopUpWire,
  adminWithdrawalWire,
} from './endpoints/adminAccount';
export { langParam } from './lang';
export type { Lang } from './lang';
export { faqQuestions, faqAnswer, faqQuestionWire } from './endpoints/faq';
export { newsList, newsDetail, newsItemWire, newsDetailWire } from './endpoints/news';
export {
  notificationList,
  notificationUnread,
  notificationRead,
  notificationWire,
  MAX_MARK_READ_IDS,
} from './endpoints/notifications';
export {
  footprintQuestions,
  footprintSubmit,
  footprintResult,
  footprintQuestionWire,
  footprintResultWire,
} from './endpoints/footprint';
export {
  adminPublishNews,
  adminDeleteNews,
  adminPublishNotification,
  adminSocketStatus,
  NEWS_BODY_MAX_LENGTH,
  CONTENT_SUMMARY_MAX_LENGTH,
  NOTIFICATION_BODY_MAX_LENGTH,
} from './endpoints/adminContent';
export { SOCKET_CLOSE_CODES } from './socketClose';
export {
  pageQuery,
  pageWire,
  pageOf,
  pageLimits,
  idParam,
  MAX_PAGE_SIZE,
  DEFAULT_PAGE_SIZE,
} from './paging';
export { balancesWire } from './balancesWire';
export {
  socketPushWire,
  SOCKET_MAX_MESSAGE_BYTES,
  SOCKET_MAX_CONNECTIONS_PER_MEMBER,
  SOCKET_PATH,
  TOP_UP_STATUSES,
} from './socketMessages';
export type { SocketPush, SocketPushInput, TopUpStatus } from './socketMessages';
