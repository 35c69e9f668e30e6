import { fileTypeFromBuffer } from 'file-type';
import type { ImageType } from '@carbonmarket/domain';

/**
 * The formats an avatar may be, by the media type `file-type` reports, and the type each is
 * stored and served as. An animated PNG is a PNG: browsers show it from `image/png`.
 */
const ACCEPTED = new Map<string, ImageType>([
  ['image/jpeg', 'image/jpeg'],
  ['image/png', 'image/png'],
  ['image/apng', 'image/png'],
  ['image/webp', 'image/webp'],
]);

/**
 * The image type of an upload judged by its content only (never by its name or the type the
 * browser claims), through `file-type`'s signatures: JPEG, PNG or WebP, null for anything else.
 */
export async function imageTypeOf(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  return (found && ACCEPTED.get(found.mime)) ?? null;
}
