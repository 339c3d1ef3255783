/** The types an image may be: recognised by its bytes, served as such. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Largest image file put into rich text. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

const startsWith = (bytes: Buffer, signature: string | number[], at = 0) => {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return bytes.length >= at + expected.length && bytes.subarray(at, at + expected.length).equals(expected);
};

/**
 * The image type its first bytes say, whatever the name or the type the browser sent: PNG,
 * JPEG, GIF or WebP, nothing else (an SVG carries script, so it is never one).
 */
export function sniffImageType(bytes: Buffer): string | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'image/webp';
  return null;
}
