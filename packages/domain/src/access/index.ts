export {
  canBuy,
  canBook,
  canSell,
  canRetire,
  canSellPresale,
  canWithdraw,
  canTopUp,
  canJoinProject,
  canOpenAccountArea,
} from './access';
export type { Permission, Viewer, ProjectGate } from './access';
export { faqRedirect, FAQ_PATH, FAQ_EXEMPT_PATHS } from './faqRedirect';
