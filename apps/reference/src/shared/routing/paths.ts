/**
 * Every route of the product, in one table (spec section 2). History mode, base `/`.
 * Routes of screens that later releases build are listed too, so links never break.
 *
 * `forgotPassword` is the one path the spec's table lacks: the reset-password page the login
 * page links to, placed beside login (`/pages/login/forgot`).
 */
export const paths = {
  start: '/',
  startAlias: '/pages/index/start',
  home: '/pages/index/index',
  faq: '/pages/index/faq',
  login: '/pages/login/index',
  register: '/pages/register/index',
  forgotPassword: '/pages/login/forgot',
  protocol: '/pages/other/protocol',
  privacy: '/pages/other/privacy',
  profile: '/pages/profile/index',
  footprintResult: '/pages/profile/result',
  about: '/pages/about/index',
  settings: '/pages/profile/setting',
  withdrawalPassword: '/pages/profile/withdpwd',
  bankCard: '/pages/profile/card',
  orders: '/pages/profile/order',
  tons: '/pages/profile/tons',
  fundRecords: '/pages/profile/fundlogs',
  apply: '/pages/profile/apply',
  withdraw: '/pages/profile/withdraw',
  news: '/pages/news/index',
  newsDetail: '/pages/news/info',
  loginPassword: '/pages/profile/loginpwd',
  profileEdit: '/pages/profile/profile',
  avatarCropper: '/pages/profile/cropper',
  projects: '/pages/project/index',
  project: '/pages/project/project',
  projectInfo: '/pages/project/info',
  projectDetail: '/pages/project/dproject',
  presale: '/pages/project/dpresale',
  sell: '/pages/project/dsell',
} as const;

export type PathName = keyof typeof paths;

/** The three tab routes, in tab-bar order. */
export const tabPaths = {
  home: paths.home,
  project: paths.projects,
  profile: paths.profile,
} as const;
export type TabKey = keyof typeof tabPaths;
