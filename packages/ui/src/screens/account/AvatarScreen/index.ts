export { AvatarScreen } from './AvatarScreen';
export type { AvatarScreenProps, AvatarStep } from './AvatarScreen';
export type { PictureArea } from './pictureArea';
