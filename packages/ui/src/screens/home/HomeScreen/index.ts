export { HomeScreen } from './HomeScreen';
export type { HomeScreenLinks, HomeScreenProps, HomeSection } from './HomeScreen';
export type { HomeGreeting } from './parts/Greeting';
