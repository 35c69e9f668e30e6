import type { ScreenLinks } from '@carbonmarket/ui';
import { href } from './href';
import { pageHref } from './pageHref';
import { registeredRoutes } from './routeRegistry';
import type { RouteDeclaration } from './defineRoute';

/**
 * The design system's places, at the app's routes. A page still to be built (`pending`) is left
 * out through `pageHref`, so the screens show no link to it.
 */
const linksOfRoutes = (): ScreenLinks => ({
  login: href('login'),
  register: href('register'),
  forgotPassword: href('forgotPassword'),
  terms: href('protocol'),
  privacy: href('privacy'),
  about: href('about'),
  settings: href('settings'),
  projects: href('projects'),
  project: (id) => href('project', { id }),
  projectInfo: (id) => href('projectInfo', { id }),
  purchase: (id) => href('projectDetail', { id }),
  purchaseWith: (order) =>
    href('projectDetail', { id: order.projectId, quantity: order.quantity.toString() }),
  presale: (id) => href('presale', { id }),
  finalPayment: (order) => href('presale', { id: order.projectId, order: order.id }),
  orders: (status) => href('orders', status === undefined ? {} : { status }),
  order: (id, status) => href('orders', { status, id }),
  credits: href('tons'),
  sell: (holding) => href('sell', { id: holding.projectId, kind: holding.kind }),
  retire: (holding) => href('retire', { id: holding.projectId, kind: holding.kind }),
  certificate: (id) => href('certificate', { id }),
  news: href('news'),
  newsItem: (id) => href('newsDetail', { id }),
  footprint: href('footprint'),
  footprintResult: href('footprintResult'),
  notifications: href('notifications'),
  wallet: pageHref('fundRecords'),
  topUp: href('topUp'),
  withdraw: pageHref('withdraw'),
  topUpFor: (order) =>
    href('topUp', {
      from: order.payment,
      project: order.projectId,
      quantity: order.quantity.toString(),
      short: order.shortfall.toString(),
    }),
  topUpForFinalPayment: (payment) =>
    href('topUp', {
      from: 'finalPayment',
      project: payment.order.projectId,
      order: payment.order.id,
      short: payment.shortfall.toString(),
    }),
  topUpForPlan: (plan) =>
    href('topUp', { from: 'membership', period: plan.period, short: plan.shortfall.toString() }),
  membership: href('apply'),
  contact: href('about'),
  profileEdit: pageHref('profileEdit'),
  avatarCropper: href('avatarCropper'),
  loginPassword: pageHref('loginPassword'),
  withdrawalPassword: pageHref('withdrawalPassword'),
  bankCard: pageHref('bankCard'),
});

let built: { routes: readonly RouteDeclaration[]; links: ScreenLinks } | undefined;

/**
 * Every place the screens link to (`links={screenLinks()}`, ADR 034): one object for the whole
 * app, written from the registered route list the first time a page asks for it.
 */
export function screenLinks(): ScreenLinks {
  const routes = registeredRoutes();
  if (built?.routes !== routes) built = { routes, links: linksOfRoutes() };
  return built.links;
}
