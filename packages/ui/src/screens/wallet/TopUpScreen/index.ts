export { TopUpScreen } from './TopUpScreen';
export type {
  ShortPayment,
  TopUpDetail,
  TopUpReturn,
  TopUpScreenLinks,
  TopUpScreenProps,
} from './TopUpScreen';
