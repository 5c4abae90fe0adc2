/** An employee's photo: a JPEG, PNG or WebP image of 2 MB at most. */
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoMediaType = (typeof PHOTO_MEDIA_TYPES)[number];

/** Why a file cannot be a photo: empty, too large, or not one of the image types. */
export type PhotoProblem = 'empty' | 'tooLarge' | 'invalidType';

/** What is wrong with a file as a photo (its declared type and size), or null when it will do. */
export function photoProblem(file: { type: string; size: number }): PhotoProblem | null {
  if (!(PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type.toLowerCase())) return 'invalidType';
  if (file.size === 0) return 'empty';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return null;
}
