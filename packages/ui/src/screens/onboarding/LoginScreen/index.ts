export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps, LoginValues } from './LoginScreen';
