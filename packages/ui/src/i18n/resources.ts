import enCommon from './locales/en/common.json';
import enForms from './locales/en/forms.json';
import enDisplay from './locales/en/display.json';
import enFeedback from './locales/en/feedback.json';
import enLayout from './locales/en/layout.json';
import enScreens from './locales/en/screens.json';
import enOnboarding from './locales/en/onboarding.json';
import enHome from './locales/en/home.json';
import enLegal from './locales/en/legal.json';
import cnCommon from './locales/cn/common.json';
import cnForms from './locales/cn/forms.json';
import cnDisplay from './locales/cn/display.json';
import cnFeedback from './locales/cn/feedback.json';
import cnLayout from './locales/cn/layout.json';
import cnScreens from './locales/cn/screens.json';
import cnOnboarding from './locales/cn/onboarding.json';
import cnHome from './locales/cn/home.json';
import cnLegal from './locales/cn/legal.json';

/**
 * Bundled translations. Each area keeps its own file so that teams can edit one area without
 * touching another; the files merge into one `translation` namespace with keys
 * `<area>.<component>.<key>`.
 */
export const en = {
  ...enCommon,
  ...enForms,
  ...enDisplay,
  ...enFeedback,
  ...enLayout,
  ...enScreens,
  ...enOnboarding,
  ...enHome,
  ...enLegal,
};
export const cn: typeof en = {
  ...cnCommon,
  ...cnForms,
  ...cnDisplay,
  ...cnFeedback,
  ...cnLayout,
  ...cnScreens,
  ...cnOnboarding,
  ...cnHome,
  ...cnLegal,
};

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;
