import sharp from 'sharp'

/** A real image of the given size and format, for upload tests. */
export const imageBytes = async (width: number, height: number, format: 'png' | 'jpeg' = 'png') =>
  new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#4f46e5' } })
      .toFormat(format)
      .toBuffer(),
  )

/** A real PNG of the given size, for upload tests. */
export const pngBytes = (width = 40, height = 30) => imageBytes(width, height)

export const textBytes = (text: string) => new Uint8Array(new TextEncoder().encode(text))

/** A multipart form encoded as a browser sends it: the body with its type and declared length. */
export const encodedForm = async (fields: Record<string, string>) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  const encoded = new Response(form)
  const body = await encoded.text()
  return { body, contentType: encoded.headers.get('content-type')!, length: Buffer.byteLength(body) }
}
