import { rename, rm, writeFile } from 'node:fs/promises'
import { crc32 } from 'node:zlib'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { localUploadDir } from '@/config/storage'
import { serverMessages } from '@/i18n/server-messages'

import type { FakeModel } from '../fakes/openai/server'
import { approvedStudent, ask, startModel, weeklyCount } from '../helpers/answers'
import { pngBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Finding 1 (issue 22): an animated PNG passed the answer's sniffer, was answered in full, then
 * refused by storage, and the question was given back: unlimited free answers. The image is now
 * judged once by the storage rule before the model is called, and a question is given back only
 * when nothing of the answer reached the student.
 */
let payload: Payload
let model: FakeModel

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A valid PNG made animated: an `acTL` chunk (one frame, looping) right after IHDR. */
const apngBytes = async () => {
  const png = Buffer.from(await pngBytes())
  const afterHeader = 8 + 8 + png.readUInt32BE(8) + 4
  const control = Buffer.alloc(8)
  control.writeUInt32BE(1, 0)
  return new Uint8Array(
    Buffer.concat([png.subarray(0, afterHeader), chunk('acTL', control), png.subarray(afterHeader)]),
  )
}

const countOf = async (collection: 'question-images', userId: number) =>
  (await payload.count({ collection, where: { uploadedBy: { equals: userId } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())
afterEach(() => {
  model.setReply(() => 'one two three four five six seven eight')
  model.setTokenDelay(0)
})

describe('quota accounting that cannot be gamed', () => {
  it('an animated PNG is refused with a translated 415 before the model is called, and costs nothing', async () => {
    const { user, token } = await approvedStudent(payload, { requestLimit: 10 })
    const before = model.requests.length
    const form = new FormData()
    form.set('question', 'What is in this picture?')
    form.set('image', new Blob([await apngBytes()], { type: 'image/png' }), 'shot.png')
    const response = await rest('POST', '/ask', { token, body: form, headers: { 'x-locale': 'fr' } })

    expect(response.status).toBe(415)
    expect(response.json).toMatchObject({ field: 'image', message: (await serverMessages('fr')).imageOnly })
    expect(model.requests.length).toBe(before)
    expect(await weeklyCount(payload, user.id)).toBe(0)
  })

  // The attack's second half: an answer delivered in full, then its picture refused by storage, was
  // given back. Storage refusing after the answer is forced here (its folder made a file), with an
  // image the door accepts: the answer the student read still counts.
  it('an answer whose picture storage refuses after it was sent still counts (no free answers)', async () => {
    const { user, token } = await approvedStudent(payload, { requestLimit: 10 })
    const folder = localUploadDir('question-images')
    const aside = `${folder}-aside-${process.pid}`
    await rename(folder, aside)
    await writeFile(folder, 'not a folder')
    try {
      const response = await ask(token, {
        question: 'What is in this picture?',
        image: { bytes: await pngBytes(), type: 'image/png' },
      })
      expect(response.text).toBe('one two three four five six seven eight')
    } finally {
      await rm(folder)
      await rename(aside, folder)
    }
    expect(await countOf('question-images', user.id)).toBe(0)
    expect(await weeklyCount(payload, user.id)).toBe(1)
    const stats = await rest('GET', '/user/stats?period=weekly', { token })
    expect(stats.json).toMatchObject({ remainingRequests: 9 })
  })

  it('an answer cut after tokens were sent counts; the student is not told otherwise', async () => {
    const { user, token } = await approvedStudent(payload)
    model.breakNextStreamAfter(3)
    model.setTokenDelay(20)
    const cut = await ask(token, { question: 'Count to eight' })
    expect(cut.text).toMatch(/^one two /)
    const messages = await serverMessages('en')
    expect(cut.events.at(-1)).toEqual({ event: 'error', data: { message: messages.answerInterruptedCounted } })
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it('a model that fails before anything was sent gives the question back', async () => {
    const { user, token } = await approvedStudent(payload)
    model.failWith(500, 5)
    const refused = await ask(token, { question: 'Count to eight' })
    model.failWith(500, 0)
    expect(refused.status).toBe(503)
    expect(refused.text).toBe('')
    expect(await weeklyCount(payload, user.id)).toBe(0)
  })
})
