export { ConsoleNewProjectScreen } from './ConsoleNewProjectScreen';
export type {
  ConsoleNewProjectScreenProps,
  ProjectFormScreenProps,
  ProjectPictureUpload,
} from './ConsoleNewProjectScreen';
