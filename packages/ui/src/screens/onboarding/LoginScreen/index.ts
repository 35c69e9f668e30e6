export { LoginScreen } from './LoginScreen';
export type { LoginScreenLinks, LoginScreenProps, LoginValues } from './LoginScreen';
