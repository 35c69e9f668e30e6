export { ActionSheet } from './ActionSheet';
export type { ActionSheetAction, ActionSheetProps } from './ActionSheet';
