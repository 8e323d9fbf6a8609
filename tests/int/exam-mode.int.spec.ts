import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Locale } from '@/config/locales'
import { EXAM_LABELS, MATHS_LABELS } from '@/services/answers/maths/labels'

import type { FakeModel } from '../fakes/openai/server'
import { approvedStudent, ask, startModel, weeklyCount } from '../helpers/answers'
import { pngBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload
let model: FakeModel

const validationMessages = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8')).validation
const systemPromptOf = (request: FakeModel['requests'][number]) => String(request.messages[0]!.content)

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())

/** Maths questions the fast path solves, with the final result that exam mode must not show. */
const MATHS_CASES = [
  { question: 'Solve 2x + 3 = 11', results: [/x\s*=\s*4\b/, /\\frac\{8\}\{2\}\s*=\s*4/] },
  { question: 'x^2 - 5x + 6 = 0', results: [/x\s*=\s*2\b/, /x\s*=\s*3\b/] },
  { question: '|x - 3| = 5', results: [/x\s*=\s*-2\b/, /x\s*=\s*8\b/] },
  { question: 'derivative of x^3', results: [/3x\^\{2\}/] },
  { question: 'integrate x^2 dx', results: [/\\frac\{1\}\{3\}x\^\{3\}/] },
  { question: 'solve x + y = 3, x - y = 1', results: [/x\s*=\s*2\b/, /y\s*=\s*1\b/] },
  { question: 'gcd(12, 18)', results: [/=\s*6\b/] },
]

describe('POST /api/ask in exam mode', () => {
  it.each(MATHS_CASES)(
    'the maths fast path gives the method of "$question" without its result',
    async ({ question, results }) => {
      const { user, token } = await approvedStudent(payload)
      const calls = model.requests.length
      const plain = await ask(token, { question })
      expect(plain.done).toMatchObject({ source: 'cas' })
      for (const result of results) expect(plain.text).toMatch(result)

      const exam = await ask(token, { question, examMode: true })
      expect(exam.status).toBe(200)
      expect(exam.done).toMatchObject({ source: 'cas' })
      expect(exam.text).toContain(EXAM_LABELS.en.heading)
      expect(exam.text).toContain(EXAM_LABELS.en.finishYourself)
      expect(exam.text).toContain('**Step 1.**')
      expect(exam.text).not.toContain('**Answer:**')
      expect(exam.text).not.toContain('**Check:**')
      for (const result of results) expect(exam.text).not.toMatch(result)
      // No model call, and each is one question like any other.
      expect(model.requests.length).toBe(calls)
      expect(await weeklyCount(payload, user.id)).toBe(2)
    },
  )

  it('keeps the steps that do not show the result yet (the student can go on from them)', async () => {
    const { token } = await approvedStudent(payload)
    const exam = await ask(token, { question: 'x^2 - 5x + 6 = 0', examMode: true })
    expect(exam.text).toContain(String.raw`\Delta = b^{2} - 4ac = 1`)
    expect(exam.text).toContain('Apply the quadratic formula.')
  })

  it('tells the model to explain without the final answer, and stores what it said', async () => {
    const { user, token } = await approvedStudent(payload)
    const plain = await ask(token, { question: 'Which gas do plants take in?' })
    expect(systemPromptOf(model.requests.at(-1)!)).not.toContain('EXAM MODE IS ON')
    expect(plain.text).toContain('**Answer:**')

    const exam = await ask(token, { question: 'Which gas do plants take in?', examMode: true })
    expect(exam.status).toBe(200)
    expect(systemPromptOf(model.requests.at(-1)!)).toContain('EXAM MODE IS ON')
    expect(exam.text).toContain('Exam mode is on')
    expect(exam.text).not.toContain('**Answer:**')
    expect(exam.done).toMatchObject({ source: 'model', crossCheck: null })
    const stored = await payload.find({
      collection: 'answers',
      where: { id: { equals: exam.done!.answerId } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ user: expect.anything(), answer: exam.text, outcome: 'answered' })
    expect(await weeklyCount(payload, user.id)).toBe(2)
  })

  it('applies to follow-ups and to questions sent with an image (multipart)', async () => {
    const { token } = await approvedStudent(payload)
    const first = await ask(token, { question: 'What is osmosis?', examMode: true })
    await ask(token, { question: 'And diffusion?', threadId: first.done!.threadId, examMode: true })
    expect(systemPromptOf(model.requests.at(-1)!)).toContain('EXAM MODE IS ON')
    const image = await ask(token, {
      question: 'Solve this',
      examMode: true,
      image: { bytes: await pngBytes(), type: 'image/png' },
    })
    expect(image.status).toBe(200)
    expect(systemPromptOf(model.requests.at(-1)!)).toContain('EXAM MODE IS ON')
    expect(image.text).not.toContain('**Answer:**')
  })
})

describe('POST /api/ask with an answer language', () => {
  it('writes the maths labels in the chosen language, whatever the request locale', async () => {
    const { token } = await approvedStudent(payload)
    const german = await rest('POST', '/ask', {
      token,
      body: { question: 'Solve 2x + 3 = 11', answerLocale: 'de' },
      headers: { 'x-locale': 'en' },
    })
    expect(String(german.json)).toContain(`**${MATHS_LABELS.de.step} 1.**`)
    expect(String(german.json)).toContain(`${MATHS_LABELS.de.answer}:`)
    const japanese = await ask(token, { question: 'Solve 2x + 3 = 11', answerLocale: 'ja' })
    expect(japanese.text).toContain(`**${MATHS_LABELS.ja.step} 1.**`)
    const examInArabic = await ask(token, { question: 'Solve 2x + 3 = 11', answerLocale: 'ar', examMode: true })
    expect(examInArabic.text).toContain(EXAM_LABELS.ar.heading)
    expect(examInArabic.text).toContain(`**${MATHS_LABELS.ar.step} 1.**`)
  })

  it('without one, the maths labels follow the request locale as before', async () => {
    const { token } = await approvedStudent(payload)
    const french = await rest('POST', '/ask', {
      token,
      body: { question: 'Solve 2x + 3 = 11' },
      headers: { 'x-locale': 'fr' },
    })
    expect(String(french.json)).toContain(`**${MATHS_LABELS.fr.step} 1.**`)
  })

  it('tells the model which language to answer in', async () => {
    const { token } = await approvedStudent(payload)
    const answer = await ask(token, { question: 'What is photosynthesis?', answerLocale: 'fr' })
    const system = systemPromptOf(model.requests.at(-1)!)
    expect(system).toContain('Write the whole answer in French (Français, language code "fr")')
    expect(answer.text).toContain('Lisez la question: What is photosynthesis?')
    await ask(token, { question: 'What is photosynthesis?' })
    expect(systemPromptOf(model.requests.at(-1)!)).not.toContain('Write the whole answer in')
  })

  it.each([
    [{ answerLocale: 'xx' }, 'answerLocale', 'answerLocaleInvalid', 'de'],
    [{ answerLocale: 'EN' }, 'answerLocale', 'answerLocaleInvalid', 'ja'],
    [{ answerLocale: 7 }, 'answerLocale', 'answerLocaleInvalid', 'ar'],
    [{ examMode: 'yes' }, 'examMode', 'examModeInvalid', 'fr'],
    [{ examMode: 1 }, 'examMode', 'examModeInvalid', 'sk'],
  ] as const)('refuses %o with 400 in the reader’s language, counting nothing', async (extra, field, key, locale) => {
    const { user, token } = await approvedStudent(payload)
    const calls = model.requests.length
    const response = await rest('POST', '/ask', {
      token,
      body: { question: 'What is osmosis?', ...extra },
      headers: { 'x-locale': locale },
    })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field, message: validationMessages(locale)[key] })
    expect(await weeklyCount(payload, user.id)).toBe(0)
    expect(model.requests.length).toBe(calls)
  })

  it('refuses a bad field in a multipart question too', async () => {
    const { token } = await approvedStudent(payload)
    const badLocale = await ask(token, {
      question: 'What is this?',
      answerLocale: 'klingon',
      image: { bytes: await pngBytes(), type: 'image/png' },
    })
    expect(badLocale.status).toBe(400)
    expect(badLocale.json).toMatchObject({
      field: 'answerLocale',
      message: validationMessages('en').answerLocaleInvalid,
    })
    const badMode = await ask(token, {
      question: 'What is this?',
      examMode: 'maybe',
      image: { bytes: await pngBytes(), type: 'image/png' },
    })
    expect(badMode.status).toBe(400)
    expect(badMode.json).toMatchObject({ field: 'examMode' })
  })
})
