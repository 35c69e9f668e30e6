export { AboutScreen } from './AboutScreen';
export type { AboutContact, AboutScreenProps } from './AboutScreen';
