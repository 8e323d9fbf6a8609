import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { MAX_UPLOAD_BYTES } from '@/config/limits'

import { createAnswer, createUser, STRONG_PASSWORD } from '../helpers/factories'
import { pngBytes, textBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

let payload: Payload
let userToken: string
let adminToken: string
let userId: number

const tokenFor = async (email: string) =>
  (await rest('POST', '/auth/login', { body: { email, password: STRONG_PASSWORD } })).json.token as string

type Part = string | { bytes: Uint8Array; name: string; type: string }
const report = (
  fields: Record<string, Part>,
  { token = userToken, locale }: { token?: string; locale?: string } = {},
) => {
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value)
    else form.append(name, new Blob([new Uint8Array(value.bytes)], { type: value.type }), value.name)
  }
  return rest('POST', '/analytics/reports/wrong-answer', {
    token,
    body: form,
    headers: locale ? { 'x-locale': locale } : {},
  })
}

const reportCount = async () =>
  (await payload.count({ collection: 'wrong-answer-reports', overrideAccess: true })).totalDocs
const imageCount = async () => (await payload.count({ collection: 'report-images', overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  const user = await createUser(payload)
  userId = user.id
  userToken = await tokenFor(user.email)
  adminToken = await tokenFor((await createUser(payload, { role: 'admin' })).email)
})

describe('POST /api/analytics/reports/wrong-answer', () => {
  it('stores a text report as pending for the signed-in user', async () => {
    const response = await report({
      question: 'What is 2 + 2?',
      wrongAnswer: '5',
      correctAnswer: '4',
      explanation: 'Two plus two is four.',
    })
    expect(response.status).toBe(201)
    expect(response.json.message).toBe('Report submitted successfully. Thank you for helping us improve!')
    const stored = await payload.findByID({
      collection: 'wrong-answer-reports',
      id: response.json.report.id,
      depth: 0,
      overrideAccess: true,
    })
    expect(stored).toMatchObject({
      user: userId,
      status: 'pending',
      question: { text: 'What is 2 + 2?' },
      wrongAnswer: { text: '5' },
      correctAnswer: '4',
      explanation: 'Two plus two is four.',
    })
  })

  it('accepts images instead of text and keeps them private', async () => {
    const png = await pngBytes()
    const response = await report({
      questionImage: { bytes: png, name: 'question.png', type: 'image/png' },
      wrongAnswerImage: { bytes: png, name: 'answer.png', type: 'image/png' },
    })
    expect(response.status).toBe(201)
    const stored = await payload.findByID({
      collection: 'wrong-answer-reports',
      id: response.json.report.id,
      depth: 1,
      overrideAccess: true,
    })
    const image = stored.question?.image as { id: number; mimeType: string; filename: string }
    expect(image.mimeType).toBe('image/png')
    expect(image.filename).not.toContain('question.png')
    expect((await rest('GET', `/report-images/${image.id}`, { token: userToken })).status).toBe(403)
    expect((await rest('GET', `/report-images/${image.id}`, { token: adminToken })).status).toBe(200)
  })

  it.each([
    ['no question', { wrongAnswer: '5' }, 400, 'question', 'Please provide either text or an image for the question'],
    [
      'no wrong answer',
      { question: '2+2' },
      400,
      'wrongAnswer',
      'Please provide either text or an image for the wrong answer',
    ],
    [
      'blank text',
      { question: '   ', wrongAnswer: '5' },
      400,
      'question',
      'Please provide either text or an image for the question',
    ],
    [
      'text too long',
      { question: 'x'.repeat(5001), wrongAnswer: '5' },
      400,
      'question',
      'Please keep this under 5000 characters',
    ],
  ] as const)('%s → 400 on its field, nothing stored', async (_case, fields, status, field, message) => {
    const before = await reportCount()
    const response = await report(fields)
    expect(response.status).toBe(status)
    expect(response.json).toMatchObject({ field, message })
    expect(await reportCount()).toBe(before)
  })

  it.each([
    [
      'text disguised as a PNG',
      textBytes('<script>alert(1)</script>'.repeat(10)),
      'image/png',
      415,
      'Please upload only image files',
    ],
    [
      'an SVG',
      textBytes('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'image/svg+xml',
      415,
      'Please upload only image files',
    ],
    [
      'an image over 10 MB',
      new Uint8Array(MAX_UPLOAD_BYTES + 1),
      'image/png',
      413,
      'Image size should be less than 10MB',
    ],
  ])('rejects %s and stores nothing', async (_case, bytes, type, status, message) => {
    const [reportsBefore, imagesBefore] = [await reportCount(), await imageCount()]
    const response = await report({
      question: '2+2',
      wrongAnswer: '5',
      questionImage: { bytes, name: 'upload.png', type },
    })
    expect(response.status).toBe(status)
    expect(response.json.message).toBe(message)
    expect([await reportCount(), await imageCount()]).toEqual([reportsBefore, imagesBefore])
  })

  it('translates messages into the reader’s language', async () => {
    const response = await report({ wrongAnswer: '5' }, { locale: 'fr' })
    expect(response.status).toBe(400)
    expect(response.json.message).not.toBe('Please provide either text or an image for the question')
  })

  it('requires sign-in', async () => {
    const form = new FormData()
    form.append('question', '2+2')
    expect((await rest('POST', '/analytics/reports/wrong-answer', { body: form })).status).toBe(401)
  })

  it('refuses a JSON body with 415', async () => {
    const response = await rest('POST', '/analytics/reports/wrong-answer', {
      token: userToken,
      body: { question: '2+2', wrongAnswer: '5' },
    })
    expect(response.status).toBe(415)
  })

  it('is not writable or readable through the collection REST API by users', async () => {
    expect((await rest('GET', '/wrong-answer-reports', { token: userToken })).status).toBe(403)
    const created = await rest('POST', '/wrong-answer-reports', {
      token: userToken,
      body: { user: userId, status: 'resolved', question: { text: 'x' }, wrongAnswer: { text: 'y' } },
    })
    expect(created.status).toBe(403)
  })
})

describe('GET /api/analytics/wrong-answer-reports', () => {
  it('gives admins the counts per status and recent reports', async () => {
    const response = await rest('GET', '/analytics/wrong-answer-reports', { token: adminToken })
    expect(response.status).toBe(200)
    const total = await reportCount()
    const { pending, reviewing, resolved, rejected } = response.json
    expect(pending + reviewing + resolved + rejected).toBe(total)
    expect(response.json.reports[0]).toMatchObject({
      status: 'pending',
      user: { id: userId, name: 'Test Student' },
      question: { hasImage: true },
    })
  })

  it('is for admins only', async () => {
    expect((await rest('GET', '/analytics/wrong-answer-reports')).status).toBe(401)
    expect((await rest('GET', '/analytics/wrong-answer-reports', { token: userToken })).status).toBe(403)
  })
})

describe('GET /api/analytics/reports/wrong-answer/prefill', () => {
  const prefill = (answerId: string, token = userToken, locale?: string) =>
    rest('GET', `/analytics/reports/wrong-answer/prefill?answerId=${encodeURIComponent(answerId)}`, {
      token,
      headers: locale ? { 'x-locale': locale } : {},
    })

  it("gives the student their own answer's question and answer for the report form", async () => {
    const answer = await createAnswer(payload, { id: userId }, { question: 'What is the capital of Australia?' })
    const response = await prefill(String(answer.id))
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      answerId: String(answer.id),
      question: 'What is the capital of Australia?',
      wrongAnswer: '4',
      hasQuestionImage: false,
      questionImageUrl: null,
    })
  })

  it("gives the question's picture to its owner only: the form shows it and sends it with the report", async () => {
    const png = await pngBytes(64, 48)
    const image = await payload.create({
      collection: 'question-images',
      data: { uploadedBy: userId },
      file: { data: Buffer.from(png), mimetype: 'image/png', name: 'question.png', size: png.byteLength },
      overrideAccess: true,
    })
    const answer = await createAnswer(payload, { id: userId }, { question: 'What is shaded?', image: image.id })
    const response = await prefill(String(answer.id))
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ hasQuestionImage: true, question: 'What is shaded?' })
    const url = response.json.questionImageUrl as string
    expect(url).toBe(`/api/question-images/file/${encodeURIComponent(image.filename!)}`)

    const file = (token?: string) => restResponse('GET', url.replace(/^\/api/, ''), { token })
    const owned = await file(userToken)
    expect(owned.status).toBe(200)
    expect(owned.headers.get('content-type')).toBe('image/png')
    expect(new Uint8Array(await owned.arrayBuffer())).toEqual(png)
    // Nobody else's: another student and a signed-out visitor are refused; admins read it as before.
    const other = await tokenFor((await createUser(payload)).email)
    expect((await file(other)).status).toBe(403)
    expect((await file()).status).toBe(403)
    expect((await file(adminToken)).status).toBe(200)
    // The owner reads the file only: the collection itself stays admins' (no list, no document).
    expect((await rest('GET', '/question-images', { token: userToken })).status).toBe(403)
    expect((await rest('GET', `/question-images/${image.id}`, { token: userToken })).status).toBe(403)
  })

  it("is the owner's only: someone else's answer is not found, and signed out is refused", async () => {
    const other = await createUser(payload)
    const answer = await createAnswer(payload, { id: other.id }, { question: 'A private question' })
    const response = await prefill(String(answer.id), userToken, 'fr')
    expect(response.status).toBe(404)
    expect(JSON.stringify(response.json)).not.toContain('A private question')
    expect((await prefill(String(answer.id), '')).status).toBe(401)
    // Admins report their own answers like anyone; they read others' answers in /admin.
    expect((await prefill(String(answer.id), adminToken)).status).toBe(404)
  })

  it('answers a malformed or missing id with a clear 4xx, never a 500', async () => {
    for (const id of ['not-an-id', '-1', '9'.repeat(40)]) expect((await prefill(id)).status).toBe(404)
    const missing = await rest('GET', '/analytics/reports/wrong-answer/prefill', { token: userToken })
    expect(missing.status).toBe(400)
  })
})
