import type { IMAGE_MIME_TYPES } from '../../config/content'
import { MAX_UPLOAD_BYTES } from '../../config/limits'
import type { ValidationMessageKey } from '../validation/messages'

export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number]

/** The file extension we store each image type under (names are ours, never the sender's). */
export const IMAGE_EXTENSIONS: Record<ImageMimeType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte)

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The image type a file really is, read from its first bytes; the declared type and the file
 * name are the sender's claim and prove nothing. SVG is never an image here: it can carry script.
 */
export const sniffImageType = (bytes: Uint8Array): ImageMimeType | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (ascii(bytes, 4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 12))) return 'image/avif'
  return null
}

/**
 * The browser-side check of spec §5 (declared type and size), shared by every picker; the
 * server repeats it on the bytes themselves.
 */
export const imageFileErrorKey = (file: { type: string; size: number }): ValidationMessageKey | null => {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'imageOnly'
  if (file.size > MAX_UPLOAD_BYTES) return 'imageTooLarge'
  return null
}
