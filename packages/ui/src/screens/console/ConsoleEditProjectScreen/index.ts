export { ConsoleEditProjectScreen } from './ConsoleEditProjectScreen';
export type { ConsoleEditProjectScreenProps } from './ConsoleEditProjectScreen';
