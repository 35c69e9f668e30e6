import type { Endpoint } from './endpoint';
import { getBaseConfig } from './endpoints/config';
import { forgotPassword, guestLogin, login, logout, register, sendCode } from './endpoints/auth';
import { faqAnswer, faqQuestions } from './endpoints/faq';
import { newsDetail, newsList } from './endpoints/news';
import { notificationList, notificationRead, notificationUnread } from './endpoints/notifications';
import { footprintQuestions, footprintResult, footprintSubmit } from './endpoints/footprint';
import {
  adminDeleteNews,
  adminPublishNews,
  adminPublishNotification,
  adminSocketStatus,
} from './endpoints/adminContent';
import {
  changeLoginPassword,
  changeWithdrawalPassword,
  getBankCard,
  getProfile,
  saveBankCard,
  setWithdrawalPassword,
  updateProfile,
  uploadAvatar,
} from './endpoints/profile';
import {
  createTopUp,
  getBalances,
  getTopUp,
  listFundRecords,
  listWithdrawals,
  previewWithdrawalFee,
  withdraw,
} from './endpoints/wallet';
import { joinMembership, listMembershipPlans } from './endpoints/membership';
import {
  cancelTopUp,
  completeWithdrawal,
  confirmTopUp,
  lastVerificationCode,
  listPendingTopUps,
  listProcessingWithdrawals,
  refuseWithdrawal,
  setCreditScore,
  setMembership,
  setRisk,
  unlockMember,
} from './endpoints/adminAccount';

import { projectDetail, projectFactSheet, projectList } from './endpoints/projects';
import { orderBook, orderBuy, orderDetail, orderList, orderPayFinal } from './endpoints/orders';
import { creditHoldingDetail, creditHoldings, creditSales, creditSell } from './endpoints/credits';
import {
  adminCreateProject,
  adminForfeitBookings,
  adminMarketDue,
  adminSetPresaleFinal,
  adminSetProjectStatus,
  adminSettleSales,
} from './endpoints/adminMarket';

/** Every endpoint of the contract, for servers that mount them and for docs/API.md. */
export const ENDPOINTS: readonly Endpoint[] = [
  getBaseConfig,
  sendCode,
  register,
  login,
  guestLogin,
  logout,
  forgotPassword,
  faqQuestions,
  faqAnswer,
  newsList,
  newsDetail,
  notificationList,
  notificationUnread,
  notificationRead,
  footprintQuestions,
  footprintSubmit,
  footprintResult,
  adminPublishNews,
  adminDeleteNews,
  adminPublishNotification,
  adminSocketStatus,
  getProfile,
  updateProfile,
  uploadAvatar,
  changeLoginPassword,
  setWithdrawalPassword,
  changeWithdrawalPassword,
  getBankCard,
  saveBankCard,
  getBalances,
  listFundRecords,
  createTopUp,
  getTopUp,
  previewWithdrawalFee,
  withdraw,
  listWithdrawals,
  listMembershipPlans,
  joinMembership,
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
  projectList,
  projectDetail,
  projectFactSheet,
  orderBuy,
  orderBook,
  orderPayFinal,
  orderList,
  orderDetail,
  creditHoldings,
  creditHoldingDetail,
  creditSell,
  creditSales,
  adminCreateProject,
  adminSetProjectStatus,
  adminSetPresaleFinal,
  adminSettleSales,
  adminForfeitBookings,
  adminMarketDue,
];
