export { RegisterScreen } from './RegisterScreen';
export type { RegisterScreenProps, RegisterValues } from './RegisterScreen';
