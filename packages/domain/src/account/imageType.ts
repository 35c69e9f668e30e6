import type { ErrorCode } from '../errors/catalogue';

/** Largest avatar accepted: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Largest project picture accepted: 5 MB (a wide photograph, shown at full width). */
export const PROJECT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;

/** Image types accepted for avatars, with the file extension each is stored under. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;

/** Whether a file's declared type is one an avatar may have: JPEG, PNG or WebP. */
export const isImageType = (type: string): type is ImageType =>
  Object.hasOwn(IMAGE_EXTENSIONS, type);

/**
 * Why the server would refuse this file as an image of at most `maxBytes`, judged by its declared
 * type and size, or null: a client checks before sending (the server judges the type by the
 * file's first bytes).
 */
export function imageFileRefusal(
  file: { type: string; size: number },
  maxBytes: number,
): Extract<ErrorCode, 'FILE_TYPE_INVALID' | 'FILE_TOO_LARGE'> | null {
  if (!isImageType(file.type)) return 'FILE_TYPE_INVALID';
  if (file.size > maxBytes) return 'FILE_TOO_LARGE';
  return null;
}

/** Why the server would refuse this file as an avatar (`imageFileRefusal`), or null. */
export const avatarFileRefusal = (file: { type: string; size: number }) =>
  imageFileRefusal(file, AVATAR_MAX_BYTES);
