import { enCore } from './bundles/enCore';
import { enOnboarding } from './bundles/enOnboarding';
import { enOrders } from './bundles/enOrders';
import { cnCore } from './bundles/cnCore';
import { legal } from './bundles/legal';

/**
 * Every translation, bundled. Each area keeps its own file so that teams can edit one area without
 * touching another; the files merge into one `translation` namespace with keys
 * `<area>.<component>.<key>`. Storybook and tests use these; an app that cares about its first
 * download loads them in parts instead (`loadLanguage`, `loadLegalTexts`, `loadOnboardingTexts`,
 * `loadOrdersTexts`).
 */
export const en = { ...enCore, ...enOnboarding, ...enOrders, ...legal.en };
export const cn: typeof en = { ...cnCore, ...legal.cn };

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;
