import { fileTypeFromBuffer } from 'file-type'
import { validateMimeType } from 'payload/shared'

import { IMAGE_MIME_TYPES } from '../../config/content'
import type { ImageMimeType } from './image-file'

/**
 * The one rule for which uploaded bytes are an image we keep, shared by the endpoints that read an
 * image (POST /api/ask, wrong-answer reports) and the upload collections that store it. Storage
 * (Payload) detects the type with `file-type` and checks it against `mimeTypes`; the endpoints run
 * the very same detection and check first, so a file one side accepts is never refused by the
 * other after the model has answered (an animated PNG is `image/apng`: refused by both).
 */
export const IMAGE_UPLOAD_RULE = { mimeTypes: [...IMAGE_MIME_TYPES] }

const isStoredType = (mime: string): mime is ImageMimeType =>
  (IMAGE_MIME_TYPES as readonly string[]).includes(mime) && validateMimeType(mime, IMAGE_UPLOAD_RULE.mimeTypes)

/**
 * The image type the bytes really are, as storage will see it, or null when storage would refuse
 * them. The declared type and the file name are the sender's claim and prove nothing; SVG is never
 * an image here (it can carry script).
 */
export const storableImageType = async (bytes: Uint8Array): Promise<ImageMimeType | null> => {
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined)
  return detected && isStoredType(detected.mime) ? detected.mime : null
}
