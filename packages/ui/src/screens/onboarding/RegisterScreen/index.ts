export { RegisterScreen } from './RegisterScreen';
export type { RegisterScreenLinks, RegisterScreenProps, RegisterValues } from './RegisterScreen';
