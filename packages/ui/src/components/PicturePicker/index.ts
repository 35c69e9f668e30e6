export { PicturePicker } from './PicturePicker';
export type { PicturePickerProps } from './PicturePicker';
