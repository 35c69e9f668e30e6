/** Largest avatar accepted: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Image types accepted for avatars, with the file extension each is stored under. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;

const startsWith = (bytes: Uint8Array, offset: number, expected: readonly number[]) =>
  bytes.length >= offset + expected.length &&
  expected.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The image type of a file judged by its first bytes only (never by its name or the type a
 * browser claims): JPEG `FF D8 FF`, PNG `89 'PNG' 0D 0A 1A 0A`, WebP `'RIFF' <size> 'WEBP'`.
 * Null for anything else.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, ascii('RIFF')) && startsWith(bytes, 8, ascii('WEBP')))
    return 'image/webp';
  return null;
}
