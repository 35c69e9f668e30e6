import type { PictureArea } from '@carbonmarket/ui/screens/account/AvatarScreen';

/** The side of the square picture sent as the avatar, at most, in pixels. */
export const AVATAR_SIDE_PX = 512;

/** JPEG quality of the square sent: small files, no visible loss at an avatar's size. */
const JPEG_QUALITY = 0.9;

/** A picture the member picked, decoded: its address for the cropper and the image to draw. */
export interface Picture {
  /** An object URL of the file; revoke it when the picture is left. */
  url: string;
  image: HTMLImageElement;
}

/**
 * The file as a picture the browser could decode, or null for one it cannot (whatever its type
 * said): nothing is left behind then.
 */
export async function loadPicture(file: Blob): Promise<Picture | null> {
  const url = URL.createObjectURL(file);
  const image = new Image();
  image.src = url;
  try {
    await image.decode();
    return { url, image };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}

/**
 * The side of the square drawn from a crop `width` pixels wide: the crop's own, up to
 * `AVATAR_SIDE_PX` (a small crop is not blown up), at least one pixel.
 */
export const squareSide = (width: number): number =>
  Math.max(1, Math.min(AVATAR_SIDE_PX, Math.round(width)));

/**
 * The square `area` of the image as a JPEG of `squareSide` pixels, on white (a transparent PNG's
 * background), or null when the browser cannot encode it. The browser draws the picture upright
 * (its EXIF orientation applied), as the cropper showed it.
 */
export function squareJpeg(image: HTMLImageElement, area: PictureArea): Promise<Blob | null> {
  const side = squareSide(area.width);
  const canvas = document.createElement('canvas');
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (context === null) return Promise.resolve(null);
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, side, side);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
}
