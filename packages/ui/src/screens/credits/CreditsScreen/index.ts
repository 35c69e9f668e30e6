export { CreditsScreen } from './CreditsScreen';
export type { CreditsScreenProps, CreditsSection, SalePages } from './CreditsScreen';
