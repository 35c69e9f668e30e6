import { registerRoutes } from '../../shared/routing/routeRegistry';
import { aboutRoute } from '../../features/onboarding/routes/about.route';
import { faqRoute } from '../../features/onboarding/routes/faq.route';
import { forgotPasswordRoute } from '../../features/onboarding/routes/forgotPassword.route';
import { loginRoute } from '../../features/onboarding/routes/login.route';
import { privacyRoute } from '../../features/onboarding/routes/privacy.route';
import { protocolRoute } from '../../features/onboarding/routes/protocol.route';
import { registerRoute } from '../../features/onboarding/routes/register.route';
import { startAliasRoute, startRoute } from '../../features/onboarding/routes/start.route';
import { homeRoute } from '../../features/home/routes/home.route';
import { projectsRoute } from '../../features/projects/routes/projects.route';
import { projectRoute } from '../../features/projects/routes/project.route';
import { projectInfoRoute } from '../../features/projects/routes/projectInfo.route';
import { projectDetailRoute } from '../../features/projects/routes/projectDetail.route';
import { presaleRoute } from '../../features/projects/routes/presale.route';
import { sellRoute } from '../../features/credits/routes/sell.route';
import { tonsRoute } from '../../features/credits/routes/tons.route';
import { retireRoute } from '../../features/credits/routes/retire.route';
import { certificateRoute } from '../../features/credits/routes/certificate.route';
import { profileRoute } from '../../features/profile/routes/profile.route';
import { settingsRoute } from '../../features/profile/routes/settings.route';
import { ordersRoute } from '../../features/orders/routes/orders.route';
import { fundRecordsRoute } from '../../features/wallet/routes/fundRecords.route';
import { topUpRoute } from '../../features/wallet/routes/topUp.route';
import { withdrawRoute } from '../../features/wallet/routes/withdraw.route';
import { bankCardRoute } from '../../features/wallet/routes/bankCard.route';
import { applyRoute } from '../../features/account/routes/apply.route';
import { withdrawalPasswordRoute } from '../../features/account/routes/withdrawalPassword.route';
import { loginPasswordRoute } from '../../features/account/routes/loginPassword.route';
import { profileEditRoute } from '../../features/account/routes/profileEdit.route';
import { avatarCropperRoute } from '../../features/account/routes/avatarCropper.route';
import { footprintRoute } from '../../features/footprint/routes/footprint.route';
import { footprintResultRoute } from '../../features/footprint/routes/footprintResult.route';
import { newsRoute } from '../../features/news/routes/news.route';
import { newsDetailRoute } from '../../features/news/routes/newsDetail.route';
import { notificationsRoute } from '../../features/notifications/routes/notifications.route';

/**
 * Every route of the app, each declared in its own module beside its page
 * (`features/<area>/routes/<name>.route.ts`), in the order `docs/ROUTES.md` lists them. The router,
 * the guard, prefetching, the pages drawn in advance, `href` and that document all read this
 * list. To add a route, write its module and add it here.
 */
export const routeList = [
  startRoute,
  startAliasRoute,
  homeRoute,
  faqRoute,
  loginRoute,
  registerRoute,
  forgotPasswordRoute,
  protocolRoute,
  privacyRoute,
  aboutRoute,
  settingsRoute,
  projectsRoute,
  projectRoute,
  projectInfoRoute,
  projectDetailRoute,
  presaleRoute,
  sellRoute,
  profileRoute,
  ordersRoute,
  tonsRoute,
  retireRoute,
  certificateRoute,
  fundRecordsRoute,
  notificationsRoute,
  topUpRoute,
  applyRoute,
  withdrawRoute,
  bankCardRoute,
  withdrawalPasswordRoute,
  loginPasswordRoute,
  profileEditRoute,
  avatarCropperRoute,
  footprintRoute,
  footprintResultRoute,
  newsRoute,
  newsDetailRoute,
] as const;

declare module '../../shared/routing/routeRegistry' {
  interface RegisteredRoutes {
    list: typeof routeList;
  }
}

registerRoutes(routeList);
