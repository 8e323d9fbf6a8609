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

/**
 * The browser-side check of spec §5 (declared type and size), shared by every picker; the
 * server repeats it on the bytes themselves.
 */
export const imageFileErrorKey = (file: { type: string; size: number }): ValidationMessageKey | null => {
  if (!file.type.startsWith('image/') || file.type === 'image/svg+xml') return 'imageOnly'
  if (file.size > MAX_UPLOAD_BYTES) return 'imageTooLarge'
  return null
}
