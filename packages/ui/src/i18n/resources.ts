import enCommon from './locales/en/common.json';
import enForms from './locales/en/forms.json';
import enDisplay from './locales/en/display.json';
import enFeedback from './locales/en/feedback.json';
import enLayout from './locales/en/layout.json';
import enScreens from './locales/en/screens.json';
import cnCommon from './locales/cn/common.json';
import cnForms from './locales/cn/forms.json';
import cnDisplay from './locales/cn/display.json';
import cnFeedback from './locales/cn/feedback.json';
import cnLayout from './locales/cn/layout.json';
import cnScreens from './locales/cn/screens.json';

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
};
export const cn: typeof en = {
  ...cnCommon,
  ...cnForms,
  ...cnDisplay,
  ...cnFeedback,
  ...cnLayout,
  ...cnScreens,
};

export const resources = {
  en: { translation: en },
  cn: { translation: cn },
} as const;
