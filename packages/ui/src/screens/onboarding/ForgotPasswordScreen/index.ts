export { ForgotPasswordScreen } from './ForgotPasswordScreen';
export type {
  ForgotPasswordScreenLinks,
  ForgotPasswordScreenProps,
  ForgotPasswordValues,
} from './ForgotPasswordScreen';
