export { StartScreen } from './StartScreen';
export type { StartScreenProps } from './StartScreen';
