import { imageFileErrorKey } from '@/lib/uploads/image-file'

export type ImageErrorKey = 'imageOnly' | 'imageTooLarge'

/** The picker checks of spec §5 (image/* only, at most 10 MB), as the panel's message key. */
export const imageError = (file: { type: string; size: number }): ImageErrorKey | null => {
  const key = imageFileErrorKey(file)
  return key === 'imageOnly' || key === 'imageTooLarge' ? key : null
}

/** Shared with the site's answer UI (src/components/answers/crop.ts). */
export {
  cropToPng,
  firstImageFile,
  isUsableSelection,
  MIN_SELECTION_PX,
  type Point,
  type Rect,
  rectBetween,
  type Size,
  toNaturalRect,
} from '@/components/answers/crop'
