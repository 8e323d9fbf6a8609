import { describe, expect, it } from 'vitest'

import { refuseNullClientUpload } from '@/lib/http/upload-file-request'

import { encodedForm } from '../helpers/images'

const multipart = async (fields: Record<string, string>, declaredLength?: number) => {
  const { body, contentType, length } = await encodedForm(fields)
  return new Request('http://localhost/api/media', {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(declaredLength ?? length) },
    body,
  })
}

describe('refuseNullClientUpload', () => {
  it('refuses a form whose file field is the text null with a 400', async () => {
    const response = await refuseNullClientUpload(await multipart({ file: 'null', _payload: '{}' }))
    expect(response?.status).toBe(400)
  })

  it.each<[string, Record<string, string>]>([
    ['a form without a file field', { _payload: '{"alt":"x"}' }],
    ['a client upload naming a file (Payload refuses it itself)', { file: '{"filename":"a.png"}' }],
  ])('lets %s through, its body still unread', async (_label, fields) => {
    const request = await multipart(fields)
    expect(await refuseNullClientUpload(request)).toBeNull()
    expect(request.bodyUsed).toBe(false)
    expect((await request.formData()).get('file')).toBe(fields.file ?? null)
  })

  it('never reads a large body (an upload is left to Payload’s limits)', async () => {
    const request = await multipart({ file: 'null' }, 10 * 1024 * 1024)
    expect(await refuseNullClientUpload(request)).toBeNull()
    expect(request.bodyUsed).toBe(false)
  })

  it('ignores anything but multipart', async () => {
    const request = new Request('http://localhost/api/media', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ file: 'null' }),
    })
    expect(await refuseNullClientUpload(request)).toBeNull()
  })
})
