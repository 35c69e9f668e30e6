export { TermsScreen } from './TermsScreen';
export type { TermsScreenProps } from './TermsScreen';
