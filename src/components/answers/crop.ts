/** Pictures for a question: the first image of a paste, and cropping a selection drawn on a scaled picture. */
/** The first image file in a paste or drop, if any. */
export const firstImageFile = (items: DataTransferItemList | null | undefined): File | null => {
  for (const item of items ?? []) {
    if (item.kind === 'file' && item.type.startsWith('image/')) return item.getAsFile()
  }
  return null
}

export type Point = { x: number; y: number }
export type Rect = { x: number; y: number; width: number; height: number }
export type Size = { width: number; height: number }

/** Selections smaller than this (in screen pixels) are treated as a click, not a selection. */
export const MIN_SELECTION_PX = 8

const clamp = (value: number, max: number) => Math.min(Math.max(value, 0), max)

/** The rectangle between two pointer positions, kept inside the picture. */
export const rectBetween = (a: Point, b: Point, bounds: Size): Rect => {
  const x1 = clamp(Math.min(a.x, b.x), bounds.width)
  const y1 = clamp(Math.min(a.y, b.y), bounds.height)
  const x2 = clamp(Math.max(a.x, b.x), bounds.width)
  const y2 = clamp(Math.max(a.y, b.y), bounds.height)
  return { x: x1, y: y1, width: x2 - x1, height: y2 - y1 }
}

export const isUsableSelection = (rect: Rect | null): rect is Rect =>
  rect !== null && rect.width >= MIN_SELECTION_PX && rect.height >= MIN_SELECTION_PX

/** A selection drawn on the shown (scaled) picture, in the picture's own pixels. */
export const toNaturalRect = (rect: Rect, shown: Size, natural: Size): Rect => {
  const sx = natural.width / shown.width
  const sy = natural.height / shown.height
  const x = Math.round(rect.x * sx)
  const y = Math.round(rect.y * sy)
  return {
    x,
    y,
    width: Math.max(1, Math.min(Math.round(rect.width * sx), natural.width - x)),
    height: Math.max(1, Math.min(Math.round(rect.height * sy), natural.height - y)),
  }
}

/** A PNG of `rect` of the picture (the whole picture without one). */
export const cropToPng = (image: HTMLImageElement, rect?: Rect): Promise<Blob> => {
  const area = rect ?? { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight }
  const canvas = document.createElement('canvas')
  canvas.width = area.width
  canvas.height = area.height
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No 2D canvas'))
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, area.width, area.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the PNG'))), 'image/png'),
  )
}

/** Photos are scaled to this longest side: enough to read a worksheet, well under the upload cap. */
export const MAX_PHOTO_SIDE = 2048

/**
 * A JPEG of `rect` of the picture (the whole picture without one), scaled down so its longest side
 * is at most `maxSide`: a phone camera's 12-megapixel PNG would pass the 10 MB cap.
 */
export const cropToJpeg = (image: HTMLImageElement, rect?: Rect, maxSide = MAX_PHOTO_SIDE): Promise<Blob> => {
  const area = rect ?? { x: 0, y: 0, width: image.naturalWidth, height: image.naturalHeight }
  const scale = Math.min(1, maxSide / Math.max(area.width, area.height))
  const canvas = document.createElement('canvas')
  canvas.width = Math.max(1, Math.round(area.width * scale))
  canvas.height = Math.max(1, Math.round(area.height * scale))
  const context = canvas.getContext('2d')
  if (!context) return Promise.reject(new Error('No 2D canvas'))
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, canvas.width, canvas.height)
  context.drawImage(image, area.x, area.y, area.width, area.height, 0, 0, canvas.width, canvas.height)
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Could not encode the JPEG'))), 'image/jpeg', 0.9),
  )
}
