import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/** The text a QR code in a PNG carries, as a camera would read it; throws when none is found. */
export function readQrCode(png: Buffer): string {
  const image = PNG.sync.read(png);
  const code = jsQR(new Uint8ClampedArray(image.data), image.width, image.height);
  if (code === null) throw new Error('no QR code could be read from the screenshot');
  return code.data;
}
