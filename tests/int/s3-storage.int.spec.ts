// A worker of its own: this file sets the storage settings before the app's config is loaded,
// which the worker the other files share has done already (vitest.config.ts, project int).
// @vitest-environment-options {"ownWorker": "s3-storage"}
import { existsSync } from 'node:fs'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3 } from '../fakes/s3/server'

// The app reads the storage settings when its config is first imported: the bucket is set up
// first, and everything that loads the config is imported after it.
const s3 = await startFakeS3()
const BUCKET = 'studify-test-uploads'
Object.assign(process.env, {
  S3_BUCKET: BUCKET,
  S3_ENDPOINT: s3.endpoint,
  S3_REGION: 'eu-central-1',
  S3_ACCESS_KEY_ID: 'test-access-key',
  S3_SECRET_ACCESS_KEY: 'test-secret-key',
})
const { getTestPayload } = await import('../helpers/payload')
const { rest, restResponse } = await import('../helpers/rest')
const { createUser, STRONG_PASSWORD } = await import('../helpers/factories')
const { pngBytes } = await import('../helpers/images')

let payload: Payload
const tokens: Record<'admin' | 'student', string> = { admin: '', student: '' }

const signIn = async (role: 'admin' | 'user') => {
  const account = await createUser(payload, { role })
  return (await rest('POST', '/users/login', { body: { email: account.email, password: STRONG_PASSWORD } })).json
    .token as string
}
const bytesOf = async (apiPath: string, token?: string) => {
  const response = await restResponse('GET', apiPath, { token })
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) }
}

beforeAll(async () => {
  payload = await getTestPayload()
  tokens.admin = await signIn('admin')
  tokens.student = await signIn('user')
})

afterAll(async () => {
  for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'])
    delete process.env[name]
  await s3.close()
})

describe('uploads on S3-compatible storage', () => {
  it('stores a media upload and its renditions in the bucket, serves it through the app, and deletes it', async () => {
    const png = await pngBytes(900, 600)
    const form = new FormData()
    form.append('file', new Blob([png], { type: 'image/png' }), 'diagram.png')
    form.append('_payload', JSON.stringify({ alt: 'A diagram' }))
    const created = await rest('POST', '/media', { token: tokens.admin, body: form })
    expect(created.status).toBe(201)
    const doc = created.json.doc as { id: number; filename: string; sizes: Record<string, { filename: string | null }> }
    // Renditions larger than the original are not made (their filename is null).
    const renditions = Object.values(doc.sizes).flatMap((size) => (size.filename ? [size.filename] : []))
    expect(renditions.length).toBeGreaterThan(0)
    const keys = [doc.filename, ...renditions].map((name) => `media/${name}`)
    expect(s3.keys(BUCKET)).toEqual(expect.arrayContaining(keys))

    const served = await bytesOf(`/media/file/${doc.filename}`)
    expect(served.status).toBe(200)
    expect(served.bytes.equals(s3.object(BUCKET, `media/${doc.filename}`)!.body)).toBe(true)
    expect(existsSync(path.join(process.env.MEDIA_DIR!, doc.filename))).toBe(false)
    expect((await bytesOf('/media/file/not-in-the-bucket.png')).status).toBe(404)

    expect((await rest('DELETE', `/media/${doc.id}`, { token: tokens.admin })).status).toBe(200)
    for (const key of keys) expect(s3.object(BUCKET, key)).toBeUndefined()
  })

  it('keeps question images private: only an admin reads them back', async () => {
    const png = await pngBytes()
    const image = await payload.create({
      collection: 'question-images',
      data: {},
      file: { data: Buffer.from(png), mimetype: 'image/png', name: 'homework.png', size: png.byteLength },
      overrideAccess: true,
    })
    const key = `question-images/${image.filename}`
    expect(s3.object(BUCKET, key)?.body.equals(Buffer.from(png))).toBe(true)
    const filePath = `/question-images/file/${image.filename}`
    expect((await bytesOf(filePath)).status).toBe(403)
    expect((await bytesOf(filePath, tokens.student)).status).toBe(403)
    const asAdmin = await bytesOf(filePath, tokens.admin)
    expect(asAdmin.status).toBe(200)
    expect(asAdmin.bytes.equals(Buffer.from(png))).toBe(true)
    await payload.delete({ collection: 'question-images', id: image.id, overrideAccess: true })
    expect(s3.object(BUCKET, key)).toBeUndefined()
  })
})
