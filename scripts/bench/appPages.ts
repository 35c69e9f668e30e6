// The pages `bench:app` measures, who visits them, and what identifies each: its level-1 heading
// and a heading of its main landmark, in the app's English strings (the catalogue the app ships,
// not copies of it).
import { en } from '../../packages/ui/src/i18n/resources';
import { SEED_PROJECTS } from '../../apps/server/src/demo/seedProjects';
import { DEMO_NEWS } from '../../apps/server/src/demo/seedNews';
import type { PageExpectation } from './pageCheck';

/** A page of the app; `visitor` opens it (the demo member, for `member`). */
export interface AppPage extends PageExpectation {
  name: string;
}

/** The project the Projects tab lists first (newest first; one pending review is never listed). */
const newestListed = SEED_PROJECTS.filter((project) => project.status !== 'pending_review').at(-1);
if (!newestListed) throw new Error('the demo seeds no listed project');
/** The post the news list shows first (newest first). */
const newestPost = DEMO_NEWS[0];
if (!newestPost) throw new Error('the demo seeds no news');

export const APP_PAGES: readonly AppPage[] = [
  {
    name: 'Start',
    route: '/pages/index/start',
    visitor: 'signed out',
    title: en.common.appName,
    mainHeading: { level: 1, text: en.common.appName },
  },
  {
    name: 'Login',
    route: '/pages/login/index',
    visitor: 'signed out',
    title: en.onboarding.login.title,
    mainHeading: { level: 2, text: en.onboarding.login.heading },
  },
  {
    name: 'Register',
    route: '/pages/register/index',
    visitor: 'signed out',
    title: en.onboarding.register.title,
    mainHeading: { level: 2, text: en.onboarding.register.heading },
  },
  {
    // A guest is invited to register where a member sees the balances.
    name: 'Home (guest)',
    route: '/pages/index/index',
    visitor: 'guest',
    title: en.home.title,
    mainHeading: { level: 2, text: en.home.guest.title },
  },
  {
    name: 'Home (member)',
    route: '/pages/index/index',
    visitor: 'member',
    title: en.home.title,
    mainHeading: { level: 2, text: en.home.balances.title },
  },
  {
    // The list: its first card's heading is the newest demo project's name.
    name: 'Projects tab',
    route: '/pages/project/index',
    visitor: 'member',
    title: en.projects.title,
    mainHeading: { level: 2, text: newestListed.name },
  },
  {
    // The member's hub: the balances under their heading (a guest gets the invitation instead).
    name: 'Profile tab',
    route: '/pages/profile/index',
    visitor: 'member',
    title: en.profile.hub.title,
    mainHeading: { level: 2, text: en.profile.hub.balances.title },
  },
  {
    // A new top-up: the amount form (the QR code's library loads only once a code is shown).
    name: 'Top-up',
    route: '/pages/profile/topup',
    visitor: 'member',
    title: en.wallet.topUp.title,
    mainHeading: { level: 2, text: en.wallet.topUp.amount.title },
  },
  {
    // The withdraw page with the member's withdrawals under it (the form, or what to do first).
    name: 'Withdraw',
    route: '/pages/profile/withdraw',
    visitor: 'member',
    title: en.wallet.withdraw.title,
    mainHeading: { level: 2, text: en.wallet.withdraw.list.title },
  },
  {
    // The news list: its first post's title is the newest demo post's.
    name: 'News',
    route: '/pages/news/index',
    visitor: 'member',
    title: en.news.list.title,
    mainHeading: { level: 2, text: newestPost.title.en },
  },
  {
    // The member's last footprint (the bench answers the questionnaire for them first).
    name: 'Footprint result',
    route: '/pages/profile/result',
    visitor: 'member',
    title: en.footprint.result.title,
    mainHeading: { level: 2, text: en.footprint.result.compare.title },
  },
];

/** The strings of the Start screen, for the reference pages that show the same content. */
export const startStrings = {
  appName: en.common.appName,
  ...en.onboarding.start,
  languageLabel: en.screens.languageSwitch.label,
};
export type StartStrings = typeof startStrings;
