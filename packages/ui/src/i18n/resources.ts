import { enCore } from './bundles/enCore';
import { enOnboarding } from './bundles/enOnboarding';
import { enOrders } from './bundles/enOrders';
import { enProjectPages } from './bundles/enProjectPages';
import { enProfile } from './bundles/enProfile';
import { enCredits } from './bundles/enCredits';
import { cnCore } from './bundles/cnCore';
import { legal } from './bundles/legal';

/**
 * Every translation, bundled. Each area keeps its own file so that teams can edit one area without
 * touching another; the files merge into one `translation` namespace with keys
 * `<area>.<component>.<key>`. Storybook and tests use these; an app that cares about its first
 * download loads them in parts instead (`loadLanguage`, `loadLegalTexts`, and `loadAreaTexts` for
 * the areas fetched with their pages).
 */
export const en = {
  ...enCore,
  ...enOnboarding,
  ...enOrders,
  ...enProfile,
  ...enCredits,
  // The list's and a project's own pages' strings share the `projects` area.
  projects: { ...enCore.projects, ...enProjectPages.projects },
  ...legal.en,
};
export const cn: typeof en = { ...cnCore, ...legal.cn };

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;
