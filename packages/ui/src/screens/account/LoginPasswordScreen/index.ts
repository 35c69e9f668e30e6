export { LoginPasswordScreen } from './LoginPasswordScreen';
export type { LoginPasswordScreenProps } from './LoginPasswordScreen';
