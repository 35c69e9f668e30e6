import common from '../locales/cn/common.json';
import forms from '../locales/cn/forms.json';
import display from '../locales/cn/display.json';
import feedback from '../locales/cn/feedback.json';
import layout from '../locales/cn/layout.json';
import screens from '../locales/cn/screens.json';
import onboarding from '../locales/cn/onboarding.json';
import home from '../locales/cn/home.json';
import projects from '../locales/cn/projects.json';
import projectPages from '../locales/cn/projectPages.json';
import profile from '../locales/cn/profile.json';
import orders from '../locales/cn/orders.json';
import credits from '../locales/cn/credits.json';
import type { enCore } from './enCore';
import type { enOnboarding } from './enOnboarding';
import type { enOrders } from './enOrders';
import type { enProjectPages } from './enProjectPages';
import type { enProfile } from './enProfile';
import type { enCredits } from './enCredits';

/**
 * Chinese without the legal documents, key for key with English's parts (the core, onboarding,
 * orders, a project's pages, the Profile tab, the credits): one part, since a Chinese reader
 * fetches it anyway.
 */
export const cnCore: typeof enCore &
  typeof enOnboarding &
  typeof enOrders &
  typeof enProjectPages &
  typeof enProfile &
  typeof enCredits = {
  ...common,
  ...forms,
  ...display,
  ...feedback,
  ...layout,
  ...screens,
  ...onboarding,
  ...home,
  projects: { ...projects.projects, ...projectPages.projects },
  ...profile,
  ...orders,
  ...credits,
};
