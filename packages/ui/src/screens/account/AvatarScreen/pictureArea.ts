/** A part of a picture, in the picture's own pixels: the square the member chose to keep. */
export interface PictureArea {
  x: number;
  y: number;
  width: number;
  height: number;
}
