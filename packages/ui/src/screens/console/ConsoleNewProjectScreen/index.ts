export { ConsoleNewProjectScreen } from './ConsoleNewProjectScreen';
export type {
  ConsoleNewProjectScreenProps,
  ProjectFormScreenProps,
} from './ConsoleNewProjectScreen';
