export { moneyWire, tonsWire, instantWire, percentWire, levelWire, idWire } from './wire';
export { replySchema, REPLY_CODE } from './envelope';
export { refusalWire, errorCodeWire } from './refusal';
export type { Refusal, RefusalReply } from './refusal';
export {
  defineEndpoint,
  ADMIN_KEY_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  OPERATOR_ROLES,
} from './endpoint';
export type {
  Endpoint,
  EndpointAccess,
  HttpMethod,
  OperatorRole,
  RequestOf,
  ResponseOf,
} from './endpoint';
export { baseConfigWire, limitsWire, membershipPlanWire } from './endpoints/config';
export { sessionWire, CODE_PURPOSES } from './endpoints/auth';
export { endpoints, APP_ENDPOINTS } from './registry';
export { adminEndpoints } from './adminRegistry';
export { ENDPOINTS } from './allEndpoints';
export type { EndpointArea } from './registry';
export { GENERIC_ERRORS, UNKNOWN_PATH_ERROR } from './genericErrors';
export {
  projectWire,
  projectDetailWire,
  projectViewerWire,
  factSheetWire,
  carbonFactsWire,
  registrationWire,
  registryIdWire,
  sdgWire,
  sdgsWire,
} from './endpoints/projects';
export { orderWire, orderResultWire, wholeTonsParam } from './endpoints/orders';
export {
  holdingWire,
  holdingDetailWire,
  creditRecordWire,
  saleWire,
  sellTonsParam,
  sellQuantityParam,
  retireQuantityParam,
  retirementWire,
  serialRangeWire,
} from './endpoints/credits';
export {
  finalShareWire,
  finalTermsFormSchema,
  projectStatusFormSchema,
  marketDueWire,
  projectInputSchema,
  projectEditSchema,
  projectTextsSchema,
  storedProjectTextsWire,
  PROJECT_INTRODUCTION_MAX_LENGTH,
} from './endpoints/adminMarket';
export type {
  ProjectEdit,
  ProjectInput,
  ProjectTexts,
  StoredProjectTexts,
} from './endpoints/adminMarket';
export { memberWire, bankCardWire } from './endpoints/profile';
export {
  fundRecordWire,
  payNowPayeeWire,
  topUpWire,
  withdrawalWire,
  withdrawalQuoteWire,
} from './endpoints/wallet';
export { PAID_LEVELS } from './endpoints/membership';
export { adminTopUpWire, adminWithdrawalWire } from './endpoints/adminAccount';
export {
  operatorWire,
  operatorSessionWire,
  OPERATOR_STATUSES,
  CONSOLE_ENTRY_ENDPOINTS,
} from './endpoints/adminOperators';
export {
  auditEventWire,
  auditActorWire,
  AUDIT_ACTOR_KINDS,
  AUDIT_TARGET_TYPES,
} from './endpoints/adminAudit';
export { memberSessionWire } from './endpoints/adminMembers';
export { langParam } from './lang';
export type { Lang } from './lang';
export { faqQuestionWire } from './endpoints/faq';
export { newsItemWire, newsDetailWire } from './endpoints/news';
export { notificationWire, MAX_MARK_READ_IDS } from './endpoints/notifications';
export { footprintQuestionWire, footprintResultWire } from './endpoints/footprint';
export {
  NEWS_BODY_MAX_LENGTH,
  CONTENT_SUMMARY_MAX_LENGTH,
  NOTIFICATION_BODY_MAX_LENGTH,
} from './endpoints/adminContent';
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
} from './socketMessages';
export type { SocketPush, SocketPushInput } from './socketMessages';
export { consolePushWire, CONSOLE_SOCKET_PATH, CONSOLE_QUEUES } from './consoleMessages';
export type { ConsolePush } from './consoleMessages';
export type {
  DrawingSession,
  DrawnFor,
  DrawnPageShape,
  PageDrawingRequest,
  PageRenderer,
} from './pageDrawing';
export {
  EMPTY_PROJECT_FORM,
  projectCreateFormSchema,
  projectEditFormSchema,
  projectFormValues,
} from './projectForm';
export type { ProjectFormValues, ProjectTextsValues } from './projectForm';
