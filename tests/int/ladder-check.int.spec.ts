import { readFileSync } from 'node:fs'

import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { MAX_CHECKS_PER_ANSWER, MAX_STUDENT_ANSWER_LENGTH } from '@/config/answers'
import type { Locale } from '@/config/locales'

import { defaultReply, type FakeModel } from '../fakes/openai/server'
import { approvedStudent, startModel, weeklyCount } from '../helpers/answers'
import { getTestPayload } from '../helpers/payload'
import { pngBytes } from '../helpers/images'
import { askWith } from '../helpers/ladder'
import { errorMessage } from '../helpers/raw-request'
import { rowCounts } from '../helpers/api-routes'
import { rest } from '../helpers/rest'

let payload: Payload
let model: FakeModel

const messagesOf = (locale: Locale): Record<string, string> =>
  JSON.parse(readFileSync(`src/messages/${locale}.json`, 'utf8')).validation

const storedAnswer = async (id: number | string) =>
  payload.findByID({ collection: 'answers', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())
afterEach(() => {
  model.setReply(defaultReply)
})

describe('hint ladder', () => {
  it('climbs a maths question from its worked steps, one level at a time, counted once', async () => {
    const { user, token } = await approvedStudent(payload)
    const calls = model.requests.length
    const hint = await askWith(token, { question: 'Solve 3x - 5 = 16', mode: 'hint' })
    expect(hint.status).toBe(200)
    expect(hint.done).toMatchObject({ source: 'cas', ladderLevel: 'hint', remainingRequests: 9 })
    expect(hint.text).toMatch(/^\*\*Hint\*\*/)
    // A hint names the method, never the result.
    expect(hint.text).not.toMatch(/x\s*=\s*7/)
    const threadId = hint.done!.threadId

    const step = await askWith(token, { threadId, mode: 'step' })
    expect(step.done).toMatchObject({ answerId: hint.done!.answerId, ladderLevel: 'step', remainingRequests: 9 })
    expect(step.text).toMatch(/^\n\n\*\*Next step\*\*/)
    expect(step.text).toMatch(/\$\$/)

    const full = await askWith(token, { threadId, mode: 'full' })
    expect(full.done).toMatchObject({ answerId: hint.done!.answerId, ladderLevel: 'full', remainingRequests: 9 })
    expect(full.text).toMatch(/Full solution/)
    expect(full.text).toMatch(/x\s*=\s*7/)
    expect(model.requests.length).toBe(calls)

    expect(await weeklyCount(payload, user.id)).toBe(1)
    const stored = await storedAnswer(hint.done!.answerId)
    expect(stored).toMatchObject({ ladderLevel: 'full', answer: hint.text + step.text + full.text })
    const fresh = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(fresh.totalQuestionsAsked).toBe(1)
    expect(await payload.count({ collection: 'answers', where: { user: { equals: user.id } } })).toMatchObject({
      totalDocs: 1,
    })
  })

  it('asks the model for one level at a time with the levels so far, counted once', async () => {
    const { user, token } = await approvedStudent(payload)
    const hint = await askWith(token, { question: 'Why is the sky blue?', mode: 'hint' })
    expect(hint.done).toMatchObject({ source: 'model', ladderLevel: 'hint' })
    expect(hint.text).toMatch(/Fake hint: .*Why is the sky blue\?/)
    expect(String(model.requests.at(-1)!.messages[0]!.content)).toMatch(/^Hint level:/m)

    const threadId = hint.done!.threadId
    const step = await askWith(token, { threadId, mode: 'step' })
    expect(step.text).toMatch(/Next step\*\*\n\nFake next step/)
    const sent = model.requests.at(-1)!.messages
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(sent[1]!.content).toBe('Why is the sky blue?')
    expect(sent[2]!.content).toBe(hint.text)

    const full = await askWith(token, { threadId, mode: 'full' })
    expect(full.text).toMatch(/Fake full solution/)
    expect(await weeklyCount(payload, user.id)).toBe(1)
    expect((await storedAnswer(hint.done!.answerId)).answer).toBe(hint.text + step.text + full.text)
  })

  it('never gives a level twice, never goes down, and a new question is counted', async () => {
    const { user, token } = await approvedStudent(payload)
    const hint = await askWith(token, { question: 'Solve 2x + 1 = 9', mode: 'hint' })
    const threadId = hint.done!.threadId
    // Two concurrent clicks on "Full solution": one wins, the other is refused.
    const both = await Promise.all([
      askWith(token, { threadId, mode: 'full' }),
      askWith(token, { threadId, mode: 'full' }),
    ])
    expect(both.map((response) => response.status).sort()).toEqual([200, 409])
    for (const mode of ['full', 'step', 'hint']) {
      const again = await askWith(token, { threadId, mode }, 'fr')
      expect(again.status).toBe(409)
      expect(errorMessage(again.json)).toBe(messagesOf('fr').ladderAlreadyShown)
    }
    // A plain answer is already at the top of its ladder.
    const plain = await askWith(token, { question: 'Solve 5x = 20', threadId })
    expect(plain.done).toMatchObject({ ladderLevel: 'full' })
    expect((await askWith(token, { threadId, mode: 'full' })).status).toBe(409)
    expect(await weeklyCount(payload, user.id)).toBe(2)
  })

  it('gives a level back when the model fails, and adds nothing to the answer', async () => {
    const { user, token } = await approvedStudent(payload)
    const hint = await askWith(token, { question: 'What causes tides?', mode: 'hint' })
    const threadId = hint.done!.threadId
    model.failWith(500, 1)
    const failed = await askWith(token, { threadId, mode: 'step' }, 'de')
    expect(failed.status).toBe(503)
    expect(errorMessage(failed.json)).toBe(messagesOf('de').modelUnavailable)
    model.breakNextStreamAfter(2)
    // Slow enough that the level has started (headers received) before the cut.
    model.setTokenDelay(20)
    const broken = await askWith(token, { threadId, mode: 'step' }).finally(() => model.setTokenDelay(0))
    expect(broken.status).toBe(200)
    expect(broken.error).toEqual({ message: messagesOf('en').ladderInterrupted })
    expect(await storedAnswer(hint.done!.answerId)).toMatchObject({ ladderLevel: 'hint', answer: hint.text })
    const step = await askWith(token, { threadId, mode: 'step' })
    expect(step.done).toMatchObject({ ladderLevel: 'step' })
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it('refuses a ladder step at the weekly limit only for a new question', async () => {
    const { user, token } = await approvedStudent(payload)
    const hint = await askWith(token, { question: 'Solve 4x = 12', mode: 'hint' })
    await payload.update({
      collection: 'weekly-usage',
      where: { user: { equals: user.id } },
      data: { count: 10 },
      overrideAccess: true,
    })
    expect((await askWith(token, { question: 'Solve 6x = 12', mode: 'hint' })).status).toBe(429)
    const step = await askWith(token, { threadId: hint.done!.threadId, mode: 'step' })
    expect(step.done).toMatchObject({ ladderLevel: 'step', remainingRequests: 0 })
    expect(await weeklyCount(payload, user.id)).toBe(10)
  })
})

describe('check my answer', () => {
  const askMaths = async (token: string, question: string) =>
    (await askWith(token, { question, mode: 'hint' })).done!.threadId

  it.each([
    ['x = 7', 'correct'],
    ['7', 'correct'],
    ['21/3', 'correct'],
    ['3x = 21', 'notYet'],
    ['x = 8', 'incorrect'],
  ])('checks maths by the CAS: %s is %s', async (studentAnswer, verdict) => {
    const { token } = await approvedStudent(payload)
    const threadId = await askMaths(token, 'Solve 3x - 5 = 16')
    const calls = model.requests.length
    const checked = await askWith(token, { mode: 'check', threadId, studentAnswer })
    expect(checked.status).toBe(200)
    expect(checked.json).toMatchObject({ verdict, source: 'cas', checksLeft: MAX_CHECKS_PER_ANSWER - 1 })
    expect(model.requests.length).toBe(calls)
  })

  it('names the first wrong step of the working and stores the verdict, not counted', async () => {
    const { user, token } = await approvedStudent(payload)
    const threadId = await askMaths(token, 'Solve 3x - 5 = 16')
    const checked = await askWith(token, { mode: 'check', threadId, studentAnswer: '3x = 11\nx = 11/3' })
    expect(checked.json).toMatchObject({
      verdict: 'incorrect',
      reason: null,
      firstWrongStep: { index: 0, text: '3x = 11' },
      explanation: null,
    })
    const stored = await storedAnswer(checked.json.answerId)
    expect(stored).toMatchObject({ checkVerdict: 'incorrect', studentAnswer: '3x = 11\nx = 11/3', checkCount: 1 })
    const mistakes = await payload.find({
      collection: 'answers',
      where: { and: [{ user: { equals: user.id } }, { checkVerdict: { equals: 'incorrect' } }] },
      overrideAccess: true,
    })
    expect(mistakes.totalDocs).toBe(1)
    const again = await askWith(token, { mode: 'check', threadId, studentAnswer: 'x = 7' })
    expect(again.json).toMatchObject({ verdict: 'correct' })
    expect((await storedAnswer(checked.json.answerId)).checkVerdict).toBe('correct')
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it.each([
    ['done', 'correct', null],
    ['I think it is done mostly', 'notYet', null],
    ['It is blue because of the sea\nand clouds', 'incorrect', 'It is blue because of the sea'],
  ])('checks other subjects by the model: %j is %s', async (studentAnswer, verdict, wrongStep) => {
    const { token } = await approvedStudent(payload)
    const threadId = (await askWith(token, { question: 'Why is the sky blue?' })).done!.threadId
    const checked = await askWith(token, { mode: 'check', threadId, studentAnswer })
    expect(checked.json).toMatchObject({ verdict, source: 'model', reason: null })
    expect(checked.json.firstWrongStep).toEqual(wrongStep ? { index: null, text: wrongStep } : null)
    expect(checked.json.explanation).toEqual(expect.any(String))
    const request = model.requests.at(-1)!
    expect(request.response_format?.json_schema?.name).toBe('answer_check')
    expect(String(request.messages.at(-1)!.content)).toContain(`Student's answer:\n${studentAnswer}`)
  })

  it('reads a verdict wrapped in prose and a code fence, and answers 503 when none can be read', async () => {
    const { token } = await approvedStudent(payload)
    const threadId = (await askWith(token, { question: 'Who wrote Hamlet?' })).done!.threadId
    model.setReply(
      () =>
        'Here is my verdict:\n```json\n{"verdict": "Not yet", "firstWrongStep": null, "explanation": "Add the year."}\n```',
    )
    const fenced = await askWith(token, { mode: 'check', threadId, studentAnswer: 'Shakespeare' })
    expect(fenced.json).toMatchObject({ verdict: 'notYet', explanation: 'Add the year.' })
    model.setReply(() => 'I cannot say.')
    const unreadable = await askWith(token, { mode: 'check', threadId, studentAnswer: 'Shakespeare' }, 'ja')
    expect(unreadable.status).toBe(503)
    expect(errorMessage(unreadable.json)).toBe(messagesOf('ja').modelUnavailable)
    // The unreadable check was given back.
    const stored = await payload.find({
      collection: 'answers',
      where: { thread: { equals: threadId } },
      overrideAccess: true,
    })
    expect(stored.docs[0]).toMatchObject({ checkVerdict: 'notYet', checkCount: 1 })
  })

  it(`allows ${MAX_CHECKS_PER_ANSWER} checks per question`, async () => {
    const { token } = await approvedStudent(payload)
    const threadId = await askMaths(token, 'Solve x + 1 = 3')
    for (let i = 0; i < MAX_CHECKS_PER_ANSWER; i += 1) {
      expect((await askWith(token, { mode: 'check', threadId, studentAnswer: 'x = 5' })).status).toBe(200)
    }
    const refused = await askWith(token, { mode: 'check', threadId, studentAnswer: 'x = 2' }, 'ko')
    expect(refused.status).toBe(429)
    expect(errorMessage(refused.json)).toBe(messagesOf('ko').checkLimitReached)
  })
})

describe('bad input to the ladder and the check', () => {
  it.each<[string, Record<string, unknown>, number, string]>([
    ['check without a thread', { mode: 'check', studentAnswer: 'x = 4' }, 400, 'checkNeedsThread'],
    ['check without an answer', { mode: 'check', threadId: 1 }, 400, 'studentAnswerRequired'],
    [
      'check with an answer of the wrong type',
      { mode: 'check', threadId: 1, studentAnswer: ['x'] },
      400,
      'studentAnswerRequired',
    ],
    ['check with a blank answer', { mode: 'check', threadId: 1, studentAnswer: '   ' }, 400, 'studentAnswerRequired'],
    [
      'check with a long answer',
      { mode: 'check', threadId: 1, studentAnswer: 'x'.repeat(MAX_STUDENT_ANSWER_LENGTH + 1) },
      400,
      'studentAnswerTooLong',
    ],
    ['an unknown mode', { question: 'Solve x + 1 = 2', mode: 'everything' }, 400, 'askModeInvalid'],
    ['a mode of the wrong type', { question: 'Solve x + 1 = 2', mode: 3 }, 400, 'askModeInvalid'],
    ['a ladder step without a thread', { mode: 'step' }, 400, 'questionRequired'],
    ['no mode, no question, a thread', { threadId: 1 }, 400, 'questionRequired'],
    ['a step in a thread that does not exist', { mode: 'step', threadId: 99_999_999 }, 404, 'threadNotFound'],
    ['a check in a malformed thread id', { mode: 'check', threadId: 'abc', studentAnswer: '4' }, 404, 'threadNotFound'],
  ])('refuses %s, translated, changing nothing', async (_name, body, status, key) => {
    const { token } = await approvedStudent(payload)
    const before = await rowCounts(payload)
    for (const locale of ['en', 'ar', 'cs'] as const) {
      const response = await askWith(token, body, locale)
      expect(response.status).toBe(status)
      expect(errorMessage(response.json)).toBe(messagesOf(locale)[key])
    }
    expect(await rowCounts(payload)).toEqual(before)
  })

  it('refuses a check sent with an image (multipart), translated, changing nothing', async () => {
    const { token } = await approvedStudent(payload)
    const threadId = (await askWith(token, { question: 'Solve 2x = 8', mode: 'hint' })).done!.threadId
    const before = await rowCounts(payload)
    const form = new FormData()
    form.set('mode', 'check')
    form.set('threadId', String(threadId))
    form.set('studentAnswer', 'x = 4')
    form.set('image', new Blob([new Uint8Array(await pngBytes())], { type: 'image/png' }), 'working.png')
    const response = await rest('POST', '/ask', { token, body: form, headers: { 'x-locale': 'it' } })
    expect(response.status).toBe(400)
    expect(errorMessage(response.json)).toBe(messagesOf('it').checkTakesNoImage)
    expect(await rowCounts(payload)).toEqual(before)
  })

  it("refuses another student's thread as if it did not exist, for a step and a check", async () => {
    const owner = await approvedStudent(payload)
    const other = await approvedStudent(payload)
    const hint = await askWith(owner.token, { question: 'Solve 2x = 10', mode: 'hint' })
    const threadId = hint.done!.threadId
    for (const body of [
      { mode: 'step', threadId },
      { mode: 'check', threadId, studentAnswer: 'x = 5' },
    ]) {
      const response = await askWith(other.token, body, 'es')
      expect(response.status).toBe(404)
      expect(errorMessage(response.json)).toBe(messagesOf('es').threadNotFound)
    }
    expect(await storedAnswer(hint.done!.answerId)).toMatchObject({ ladderLevel: 'hint', checkVerdict: null })
    expect(await weeklyCount(payload, other.user.id)).toBe(0)
  })

  it('refuses both signed out, and a thread with no answered question', async () => {
    expect((await askWith(undefined, { mode: 'check', threadId: 1, studentAnswer: '4' })).status).toBe(401)
    const { user, token } = await approvedStudent(payload)
    const thread = await payload.create({
      collection: 'answer-threads',
      data: { user: user.id, title: 'empty' },
      overrideAccess: true,
    })
    for (const body of [
      { mode: 'full', threadId: thread.id },
      { mode: 'check', threadId: thread.id, studentAnswer: '4' },
    ]) {
      const response = await askWith(token, body, 'hi')
      expect(response.status).toBe(409)
      expect(errorMessage(response.json)).toBe(messagesOf('hi').noAnsweredQuestion)
    }
  })
})
