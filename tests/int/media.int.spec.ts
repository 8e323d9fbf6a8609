import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/config/limits'

import { createUser, STRONG_PASSWORD } from '../helpers/factories'
import { encodedForm, imageBytes, pngBytes, textBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let adminToken: string

const upload = (bytes: Uint8Array<ArrayBuffer>, name: string, type: string) => {
  const form = new FormData()
  form.append('file', new Blob([bytes], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'Alt text' }))
  return rest('POST', '/media', { token: adminToken, body: form })
}

beforeAll(async () => {
  payload = await getTestPayload()
  const admin = await createUser(payload, { role: 'admin' })
  adminToken = (await rest('POST', '/users/login', { body: { email: admin.email, password: STRONG_PASSWORD } })).json
    .token
})

describe('media uploads', () => {
  it('accepts a real image and stores its resized variants', async () => {
    const response = await upload(await pngBytes(), 'square.png', 'image/png')
    expect(response.status).toBe(201)
    expect(response.json.doc.mimeType).toMatch(/^image\//)
    expect(response.json.doc.sizes.card).toBeDefined()

    const served = await rest('GET', `/media/file/${response.json.doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800')
  })

  it('stores the page rendition as WebP and the social preview in the uploaded format', async () => {
    const response = await upload(await imageBytes(1400, 800), 'photo.png', 'image/png')
    expect(response.status).toBe(201)
    const { card, og } = response.json.doc.sizes
    expect(card).toMatchObject({ mimeType: 'image/webp', width: 640, height: 336 })
    // The social preview keeps the uploaded format (transparency survives, every network reads it).
    expect(og).toMatchObject({ mimeType: 'image/png', width: 1200, height: 630 })
  })

  it('stores a camera-sized original at most 1600 px wide, as WebP', async () => {
    const response = await upload(await imageBytes(4000, 3000, 'jpeg'), 'camera.jpg', 'image/jpeg')
    expect(response.status).toBe(201)
    expect(response.json.doc).toMatchObject({ mimeType: 'image/webp', width: 1600, height: 1200 })
  })

  it('answers 404, not 500, for a file that is not there', async () => {
    expect((await rest('GET', '/media/file/no-such-file.png')).status).toBe(404)
    // `?prefix=` (a cloud-storage folder) means nothing for files on disk: not a 500 either.
    expect((await rest('GET', '/media/file/no-such-file.png?prefix=folder')).status).toBe(404)
  })

  it('serves an existing file whatever ?prefix= says', async () => {
    const stored = await upload(await pngBytes(), 'prefixed.png', 'image/png')
    expect((await rest('GET', `/media/file/${stored.json.doc.filename}?prefix=elsewhere`)).status).toBe(200)
  })

  it('a forged "client upload" is a 400 that creates nothing and cannot probe which private files exist', async () => {
    const stored = await upload(await pngBytes(), 'probe.png', 'image/png')
    const before = await payload.count({ collection: 'media' })
    const attempt = (collection: string, filename: string) => {
      const form = new FormData()
      form.append('file', JSON.stringify({ filename, mimeType: 'image/png', size: 10 }))
      form.append('_payload', JSON.stringify({ alt: 'x' }))
      return rest('POST', `/${collection}`, { body: form })
    }
    const [existing, missing] = await Promise.all([
      attempt('media', stored.json.doc.filename),
      attempt('media', 'no-such-file.png'),
    ])
    expect([existing.status, missing.status]).toEqual([400, 400])
    expect(existing.json).toEqual(missing.json)
    for (const collection of ['question-images', 'report-images']) {
      expect((await attempt(collection, 'x.png')).status).toBe(400)
    }
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('a "client upload" named null is a 400 too, on create and update (Payload failed with a 500)', async () => {
    const stored = await upload(await pngBytes(), 'kept.png', 'image/png')
    const before = await payload.count({ collection: 'media' })
    // Sent as a browser sends a form: encoded, with its length declared.
    const form = await encodedForm({ file: 'null', _payload: JSON.stringify({ alt: 'changed' }) })
    const headers = { 'content-type': form.contentType, 'content-length': String(form.length) }
    const send = (method: 'POST' | 'PATCH', path: string) =>
      rest(method, path, { token: adminToken, body: form.body, headers })
    expect((await send('POST', '/media')).status).toBe(400)
    expect((await send('PATCH', `/media/${stored.json.doc.id}`)).status).toBe(400)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
    const unchanged = await payload.findByID({ collection: 'media', id: stored.json.doc.id })
    expect(unchanged.alt).toBe(stored.json.doc.alt)
    // An ordinary edit of the same document still goes through.
    const edit = new FormData()
    edit.append('_payload', JSON.stringify({ alt: 'A new description' }))
    expect((await rest('PATCH', `/media/${stored.json.doc.id}`, { token: adminToken, body: edit })).status).toBe(200)
  })

  it.each([
    ['text disguised as a PNG', textBytes('<script>alert(1)</script>'.repeat(20)), 'evil.png', 'image/png'],
    [
      'an SVG (can carry script)',
      textBytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['a PDF', textBytes('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF'), 'doc.png', 'image/png'],
  ])('refuses %s', async (_label, bytes, name, type) => {
    const before = await payload.count({ collection: 'media' })
    const response = await upload(bytes, name, type)
    expect(response.status).toBeGreaterThanOrEqual(400)
    expect(response.status).toBeLessThan(500)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('refuses a file over 10 MB', async () => {
    const before = await payload.count({ collection: 'media' })
    const header = await pngBytes()
    const oversized = new Uint8Array(MAX_UPLOAD_BYTES + 1024)
    oversized.set(header)
    const response = await upload(oversized, 'huge.png', 'image/png')
    expect(response.status).toBe(413)
    expect((await payload.count({ collection: 'media' })).totalDocs).toBe(before.totalDocs)
  })

  it('lets only admins upload', async () => {
    const user = await createUser(payload)
    const token = (await rest('POST', '/users/login', { body: { email: user.email, password: STRONG_PASSWORD } })).json
      .token
    const form = new FormData()
    form.append('file', new Blob([await pngBytes()], { type: 'image/png' }), 'a.png')
    form.append('_payload', JSON.stringify({ alt: 'x' }))
    expect((await rest('POST', '/media', { token, body: form })).status).toBe(403)
  })
})
