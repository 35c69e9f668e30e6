export { CreditsScreen } from './CreditsScreen';
export type {
  CreditsScreenLinks,
  CreditsScreenProps,
  CreditsSection,
  RetirementPages,
  SalePages,
} from './CreditsScreen';
