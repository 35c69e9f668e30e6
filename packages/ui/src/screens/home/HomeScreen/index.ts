export { HomeScreen } from './HomeScreen';
export type { HomeScreenLinks, HomeScreenProps, HomeSection } from './HomeScreen';
