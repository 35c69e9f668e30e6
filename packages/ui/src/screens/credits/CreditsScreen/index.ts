export { CreditsScreen } from './CreditsScreen';
export type {
  CreditsScreenLinks,
  CreditsScreenProps,
  CreditsSection,
  SalePages,
} from './CreditsScreen';
