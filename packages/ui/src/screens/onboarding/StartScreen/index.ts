export { StartScreen } from './StartScreen';
export type { StartScreenLinks, StartScreenProps } from './StartScreen';
