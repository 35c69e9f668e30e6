export { PrivacyScreen } from './PrivacyScreen';
export type { PrivacyScreenProps } from './PrivacyScreen';
