export { ConsoleEnrolmentScreen } from './ConsoleEnrolmentScreen';
export type {
  ConsoleEnrolmentScreenProps,
  ConsoleEnrolmentValues,
  Enrolment,
} from './ConsoleEnrolmentScreen';
