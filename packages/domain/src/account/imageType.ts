/** Largest avatar accepted: 2 MB. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Image types accepted for avatars, with the file extension each is stored under. */
export const IMAGE_EXTENSIONS = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
} as const;
export type ImageType = keyof typeof IMAGE_EXTENSIONS;
