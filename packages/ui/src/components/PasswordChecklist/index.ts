export { PasswordChecklist } from './PasswordChecklist';
export type { PasswordChecklistProps } from './PasswordChecklist';
