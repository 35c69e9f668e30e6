export { HomeScreen } from './HomeScreen';
export type { HomeScreenProps, HomeSection } from './HomeScreen';
