import common from '../locales/cn/common.json';
import forms from '../locales/cn/forms.json';
import display from '../locales/cn/display.json';
import feedback from '../locales/cn/feedback.json';
import layout from '../locales/cn/layout.json';
import screens from '../locales/cn/screens.json';
import home from '../locales/cn/home.json';
import projects from '../locales/cn/projects.json';
import errors from '../locales/cn/errors.json';
import onboarding from '../locales/cn/onboarding.json';
import orders from '../locales/cn/orders.json';
import projectPages from '../locales/cn/projectPages.json';
import profile from '../locales/cn/profile.json';
import credits from '../locales/cn/credits.json';
import wallet from '../locales/cn/wallet.json';
import news from '../locales/cn/news.json';
import footprint from '../locales/cn/footprint.json';
import type { enCore } from './enCore';
import type enErrors from '../locales/en/errors.json';
import type enOnboarding from '../locales/en/onboarding.json';
import type enOrders from '../locales/en/orders.json';
import type enProjectPages from '../locales/en/projectPages.json';
import type enProfile from '../locales/en/profile.json';
import type enCredits from '../locales/en/credits.json';
import type enWallet from '../locales/en/wallet.json';
import type enNews from '../locales/en/news.json';
import type enFootprint from '../locales/en/footprint.json';

/** English's namespaces (the legal texts aside), whose keys Chinese must have. */
interface EnglishNamespaces {
  translation: typeof enCore;
  errors: typeof enErrors;
  onboarding: typeof enOnboarding;
  orders: typeof enOrders;
  projectPages: typeof enProjectPages;
  profile: typeof enProfile;
  credits: typeof enCredits;
  wallet: typeof enWallet;
  news: typeof enNews;
  footprint: typeof enFootprint;
}

/**
 * Chinese without the legal documents, namespace by namespace, key for key with English: one
 * part, since a Chinese reader fetches it anyway (the backend takes each namespace from it).
 */
export const cn: EnglishNamespaces = {
  translation: {
    ...common,
    ...forms,
    ...display,
    ...feedback,
    ...layout,
    ...screens,
    ...home,
    ...projects,
  },
  errors,
  onboarding,
  orders,
  projectPages,
  profile,
  credits,
  wallet,
  news,
  footprint,
};
