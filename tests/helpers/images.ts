import sharp from 'sharp'

/** A real PNG of the given size, for upload tests. */
export const pngBytes = async (width = 40, height = 30) =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
      .png()
      .toBuffer(),
  )

export const textBytes = (text: string) => new Uint8Array(new TextEncoder().encode(text))
