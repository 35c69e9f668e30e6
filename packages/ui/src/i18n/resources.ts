import { enCore } from './bundles/enCore';
import { cn as cnNamespaces } from './bundles/cn';
import errors from './locales/en/errors.json';
import onboarding from './locales/en/onboarding.json';
import orders from './locales/en/orders.json';
import projectPages from './locales/en/projectPages.json';
import profile from './locales/en/profile.json';
import credits from './locales/en/credits.json';
import wallet from './locales/en/wallet.json';
import news from './locales/en/news.json';
import footprint from './locales/en/footprint.json';
import legalEn from './locales/en/legal.json';
import legalCn from './locales/cn/legal.json';
import consoleEn from './locales/en/console.json';
import consoleCn from './locales/cn/console.json';

/**
 * Every translation, bundled into the core namespace. Each area keeps its own file so that teams
 * can edit one area without touching another; every file's keys start with its area
 * (`<area>.<component>.<key>`, and `errors.<CODE>` for the error catalogue's messages), so the
 * files merge into one namespace. Storybook, tests and simple embedders use these; an app that
 * cares about its first download loads them in parts instead (`createLazyI18n`, ADR 032).
 */
export const en = {
  ...enCore,
  ...errors,
  ...onboarding,
  ...orders,
  ...profile,
  ...credits,
  ...wallet,
  ...news,
  ...footprint,
  // The list's and a project's own pages' strings share the `projects` area.
  projects: { ...enCore.projects, ...projectPages.projects },
  ...legalEn,
  ...consoleEn,
};
export const cn: typeof en = {
  ...cnNamespaces.translation,
  ...cnNamespaces.errors,
  ...cnNamespaces.onboarding,
  ...cnNamespaces.orders,
  ...cnNamespaces.profile,
  ...cnNamespaces.credits,
  ...cnNamespaces.wallet,
  ...cnNamespaces.news,
  ...cnNamespaces.footprint,
  projects: { ...cnNamespaces.translation.projects, ...cnNamespaces.projectPages.projects },
  ...legalCn,
  ...consoleCn,
};

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;
