export { ConsoleSignInScreen } from './ConsoleSignInScreen';
export type { ConsoleSignInScreenProps, ConsoleSignInValues } from './ConsoleSignInScreen';
