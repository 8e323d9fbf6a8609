import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { MAX_QUESTION_LENGTH, MAX_UPLOAD_BYTES, PAID_WEEKLY_ABUSE_CAP } from '@/config/limits'
import { nextWeekStart, weekKey } from '@/lib/week'
import { approveAccessForUser } from '@/services/admin/access-requests'

import type { FakeModel } from '../fakes/openai/server'
import { approvedStudent, ask, startModel, tokenFor, weeklyCount } from '../helpers/answers'
import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { pngBytes, textBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'

let payload: Payload
let model: FakeModel

const answersOf = async (userId: number) =>
  (
    await payload.find({
      collection: 'answers',
      where: { user: { equals: userId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())
afterEach(() => {
  model.setReply((request) => `Answer to: ${JSON.stringify(request.messages.at(-1)?.content)}`)
  model.setTokenDelay(0)
})

describe('POST /api/ask', () => {
  it('streams the model answer, stores it and counts one question', async () => {
    const { user, token } = await approvedStudent(payload)
    model.setReply(() => '**Step 1.** Photosynthesis turns light into sugar.\n\n**Answer:** light → sugar')
    // Tokens as a real model produces them, some ms apart: each reaches the student as it comes.
    model.setTokenDelay(20)
    const response = await ask(token, { question: 'What does photosynthesis do?' })

    expect(response.status).toBe(200)
    expect(response.events.map((event) => event.event)).toEqual(expect.arrayContaining(['start', 'token', 'done']))
    expect(response.events[0]!.event).toBe('start')
    expect(response.events.at(-1)!.event).toBe('done')
    expect(response.events.filter((event) => event.event === 'token').length).toBeGreaterThan(3)
    expect(response.text).toBe('**Step 1.** Photosynthesis turns light into sugar.\n\n**Answer:** light → sugar')
    expect(response.done).toMatchObject({ source: 'model', isVerified: false, remainingRequests: 9 })
    expect(response.done!.resetTime).toBe(nextWeekStart(new Date()).toISOString())

    const [stored] = await answersOf(user.id)
    expect(stored).toMatchObject({
      id: response.done!.answerId,
      thread: response.done!.threadId,
      question: 'What does photosynthesis do?',
      answer: response.text,
      source: 'model',
      outcome: 'answered',
      model: 'fake-model',
    })
    expect(stored!.latencyMs).toBeGreaterThanOrEqual(0)
    expect(stored!.completionTokens).toBeGreaterThan(0)
    expect(await weeklyCount(payload, user.id)).toBe(1)
    const fresh = await payload.findByID({ collection: 'users', id: user.id, overrideAccess: true })
    expect(fresh.totalQuestionsAsked).toBe(1)
    const system = model.requests.at(-1)!.messages[0]!
    expect(system.role).toBe('system')
    expect(String(system.content)).toMatch(/LaTeX/)
  })

  it('solves a maths equation with the CAS, verified, without calling the model', async () => {
    const { user, token } = await approvedStudent(payload)
    const calls = model.requests.length
    const response = await ask(token, { question: 'Solve 2x + 3 = 11' })
    expect(response.status).toBe(200)
    expect(response.done).toMatchObject({ source: 'cas', isVerified: true })
    expect(response.text).toMatch(/x\s*=\s*4/)
    expect(model.requests.length).toBe(calls)
    expect((await answersOf(user.id))[0]).toMatchObject({ source: 'cas', isVerified: true, outcome: 'answered' })
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it('cross-checks a model answer to a maths question and flags a disagreement', async () => {
    const { user, token } = await approvedStudent(payload)
    const question = 'My homework says 2x + 3 = 11. I got x = 5, is that right?'
    model.setReply(() => 'Subtract 3 and divide by 2.\n\n**Answer:** $x = 5$')
    const wrong = await ask(token, { question })
    expect(wrong.done).toMatchObject({ source: 'model', isVerified: false, crossCheck: 'disagrees' })
    model.setReply(() => 'Subtract 3, then divide by 2.\n\n**Answer:** $x = 4$')
    const right = await ask(token, { question })
    expect(right.done).toMatchObject({ source: 'model', crossCheck: 'agrees' })
    expect((await answersOf(user.id)).map((answer) => answer.crossCheck)).toEqual(['disagrees', 'agrees'])
  })

  it('sends a follow-up with the earlier turns and keeps one thread', async () => {
    const { user, token } = await approvedStudent(payload)
    model.setReply(() => 'Mitochondria make ATP.')
    const first = await ask(token, { question: 'What do mitochondria do?' })
    model.setReply(() => 'ATP stores energy.')
    const second = await ask(token, { question: 'And what is ATP?', threadId: first.done!.threadId })

    expect(second.done!.threadId).toBe(first.done!.threadId)
    const sent = model.requests.at(-1)!.messages
    expect(sent.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user'])
    expect(sent[1]!.content).toBe('What do mitochondria do?')
    expect(sent[2]!.content).toBe('Mitochondria make ATP.')
    expect(sent[3]!.content).toBe('And what is ATP?')

    const list = await rest('GET', '/threads', { token })
    expect(list.status).toBe(200)
    expect(list.json.threads).toEqual([
      expect.objectContaining({ id: first.done!.threadId, title: 'What do mitochondria do?' }),
    ])
    const detail = await rest('GET', `/threads/${first.done!.threadId}`, { token })
    expect(detail.json.thread.turns.map((turn: { answer: string }) => turn.answer)).toEqual([
      'Mitochondria make ATP.',
      'ATP stores energy.',
    ])
    expect(await weeklyCount(payload, user.id)).toBe(2)
  })

  it.each([
    [
      'another user’s thread',
      async () => (await ask((await approvedStudent(payload)).token, { question: 'hi' })).done!.threadId,
    ],
    ['a malformed id', async () => 'abc'],
    ['an unknown id', async () => 987654321],
  ])('answers 404 for %s and counts nothing', async (_label, threadIdOf) => {
    const threadId = await threadIdOf()
    const { user, token } = await approvedStudent(payload)
    const response = await ask(token, { question: 'Follow-up', threadId })
    expect(response.status).toBe(404)
    expect(response.json.message).toBe('This conversation was not found')
    expect(await weeklyCount(payload, user.id)).toBe(0)
    expect((await rest('GET', `/threads/${threadId}`, { token })).status).toBe(404)
  })

  it('answers a question about an image with the vision model and keeps the image private', async () => {
    const { user, token } = await approvedStudent(payload)
    const png = await pngBytes()
    const response = await ask(token, { image: { bytes: png, type: 'image/png' } })
    expect(response.status).toBe(200)
    const sent = model.requests.at(-1)!
    expect(sent.model).toBe('fake-vision-model')
    const parts = sent.messages.at(-1)!.content as { type: string; image_url?: { url: string } }[]
    expect(parts.find((part) => part.type === 'image_url')!.image_url!.url).toMatch(/^data:image\/png;base64,/)
    const [stored] = await answersOf(user.id)
    expect(stored!.image).toBeTruthy()
    expect((await rest('GET', `/question-images/${stored!.image}`, { token })).status).toBe(403)
    const threads = await rest('GET', '/threads', { token })
    expect(threads.json.threads[0].title).toBe('Question about an image')
  })
})

describe('wrong-answer reports', () => {
  const report = (token: string, answerId: string | number) => {
    const form = new FormData()
    form.set('question', 'What is 2 + 2?')
    form.set('wrongAnswer', '5')
    form.set('answerId', String(answerId))
    return rest('POST', '/analytics/reports/wrong-answer', { token, body: form })
  }
  const storedAnswerId = async (id: number) =>
    (await payload.findByID({ collection: 'wrong-answer-reports', id, overrideAccess: true })).answerId

  it('keep a reference to the reporter’s own answer, and drop anyone else’s', async () => {
    const { token } = await approvedStudent(payload)
    const own = (await ask(token, { question: 'What is 2 + 2?' })).done!.answerId
    const other = (await ask((await approvedStudent(payload)).token, { question: 'Hi' })).done!.answerId

    const kept = await report(token, own)
    expect(kept.status).toBe(201)
    expect(await storedAnswerId(kept.json.report.id)).toBe(String(own))
    expect(await storedAnswerId((await report(token, other)).json.report.id)).toBeNull()
    expect(await storedAnswerId((await report(token, 'not-an-id')).json.report.id)).toBeNull()
  })
})

describe('POST /api/ask refusals change nothing', () => {
  it('401 when signed out', async () => {
    const response = await ask(undefined, { question: 'Hello?' })
    expect(response.status).toBe(401)
    expect(response.json.message).toBe('Please sign in to continue')
  })

  it('403 while the access request is pending, with a clear message, counting nothing', async () => {
    const email = uniqueEmail()
    const registered = await rest('POST', '/auth/register', {
      body: { name: 'Pending Pat', email, password: STRONG_PASSWORD },
    })
    const response = await ask(await tokenFor(email), { question: 'Hello?' })
    expect(response.status).toBe(403)
    expect(response.json.message).toMatch(/not been approved/)
    expect(await weeklyCount(payload, registered.json.user.id)).toBe(0)
    expect(await answersOf(registered.json.user.id)).toHaveLength(0)
  })

  it.each([
    ['an empty question → 400', { question: '   ' }, 400, 'question', 'Please type a question or attach an image'],
    [
      'a question over 500 characters → 400',
      { question: 'x'.repeat(MAX_QUESTION_LENGTH + 1) },
      400,
      'question',
      'Questions can be at most 500 characters',
    ],
    [
      'a non-image upload → 415',
      { question: 'What is this?', image: { bytes: textBytes('not an image at all'), type: 'image/png' } },
      415,
      'image',
      'Please upload only image files',
    ],
    [
      'an image over 10 MB → 413',
      { question: 'What is this?', image: { bytes: new Uint8Array(MAX_UPLOAD_BYTES + 1), type: 'image/png' } },
      413,
      'image',
      'Image size should be less than 10MB',
    ],
  ] as const)('%s', async (_label, input, status, field, message) => {
    const { user, token } = await approvedStudent(payload)
    const calls = model.requests.length
    const response = await ask(token, input)
    expect(response.status).toBe(status)
    expect(response.json).toMatchObject({ field, message })
    expect(await weeklyCount(payload, user.id)).toBe(0)
    expect(await answersOf(user.id)).toHaveLength(0)
    expect(model.requests.length).toBe(calls)
  })

  it('translates refusals into the reader’s language', async () => {
    const { token } = await approvedStudent(payload)
    const response = await rest('POST', '/ask', {
      token,
      body: { question: 'x'.repeat(MAX_QUESTION_LENGTH + 1) },
      headers: { 'x-locale': 'de' },
    })
    expect(response.status).toBe(400)
    expect(response.json.message).not.toBe('Questions can be at most 500 characters')
  })

  it('accepts exactly 500 characters (counted as characters, not UTF-16 units)', async () => {
    const { token } = await approvedStudent(payload)
    const response = await ask(token, { question: '😀'.repeat(MAX_QUESTION_LENGTH) })
    expect(response.status).toBe(200)
    expect(response.done?.source).toBe('model')
  })

  it('model unreachable → 503 and nothing counted; a single dropped connection is retried', async () => {
    const { user, token } = await approvedStudent(payload)
    model.dropConnections(2)
    const down = await ask(token, { question: 'Explain gravity' })
    expect(down.status).toBe(503)
    expect(down.json.message).toBe('The answer service is unavailable right now. Please try again in a minute.')
    expect(await weeklyCount(payload, user.id)).toBe(0)
    expect(await answersOf(user.id)).toHaveLength(0)
    expect((await rest('GET', '/threads', { token })).json.threads).toEqual([])

    model.failWith(500)
    expect((await ask(token, { question: 'Explain gravity' })).status).toBe(503)
    expect(await weeklyCount(payload, user.id)).toBe(0)

    model.dropConnections(1)
    const retried = await ask(token, { question: 'Explain gravity' })
    expect(retried.status).toBe(200)
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it('a stream cut mid-answer ends with an error event, records the failure and counts what was sent', async () => {
    const { user, token } = await approvedStudent(payload)
    model.setReply(() => 'one two three four five six seven eight')
    model.breakNextStreamAfter(3)
    // Slow enough that the answer has started (headers received) before the cut.
    model.setTokenDelay(20)
    const cut = await ask(token, { question: 'Count to eight' }).finally(() => model.setTokenDelay(0))
    expect(cut.status).toBe(200)
    // Whatever arrived before the cut was shown, and nothing after it.
    expect(cut.text).toMatch(/^one two /)
    expect('one two three four five six seven eight'.startsWith(cut.text)).toBe(true)
    expect(cut.text).not.toContain('eight')
    expect(cut.events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The answer was interrupted. Part of it had already arrived, so this question was counted.' },
    })
    // Part of the answer was read: the question counts (decisions.md), only nothing sent is given back.
    expect(await weeklyCount(payload, user.id)).toBe(1)
    expect(await answersOf(user.id)).toEqual([expect.objectContaining({ outcome: 'model_error', answer: cut.text })])
  })

  it('an answer whose recording lost the database half-way is not kept: the row that landed is removed', async () => {
    const { user, token } = await approvedStudent(payload)
    // The INSERT reaches the database, and its reply is lost with the connection (PostgreSQL cut
    // just then): the app sees an outage and tells the student the answer failed.
    const create = payload.db.create.bind(payload.db)
    const lostReply = vi.spyOn(payload.db, 'create').mockImplementation(async (args) => {
      const row = await create(args)
      if (args.collection !== 'answers') return row
      lostReply.mockRestore()
      throw Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' })
    })
    try {
      const failed = await ask(token, { question: '3x + 1 = 10' })
      expect(failed.done).toBeUndefined()
      expect([200, 503]).toContain(failed.status)
    } finally {
      lostReply.mockRestore()
    }
    await expect.poll(async () => (await answersOf(user.id)).length, { timeout: 5_000 }).toBe(0)
    // The whole answer had been streamed: the question counts even though its row was lost.
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it.each([
    ['before reading anything', 0],
    ['after the first token', 2],
  ])('a student who leaves %s stops the model; the question stays counted as cancelled', async (_when, reads) => {
    const { user, token } = await approvedStudent(payload)
    model.setReply(() => 'one two three four five six seven eight')
    model.setTokenDelay(50)
    const abandoned = model.abandonedStreams()
    const response = await restResponse('POST', '/ask', { token, body: { question: 'Count to eight' } })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    for (let i = 0; i < reads; i += 1) await reader.read()
    await reader.cancel()
    await expect.poll(() => model.abandonedStreams(), { timeout: 2_000 }).toBe(abandoned + 1)
    await expect.poll(async () => (await answersOf(user.id)).map((answer) => answer.outcome)).toEqual(['cancelled'])
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })

  it('model not configured → 503 for model questions, while the CAS still answers maths', async () => {
    const { user, token } = await approvedStudent(payload)
    const saved = process.env.AI_BASE_URL
    delete process.env.AI_BASE_URL
    try {
      expect((await ask(token, { question: 'Explain gravity' })).status).toBe(503)
      expect((await ask(token, { question: '1/3 + 1/6' })).status).toBe(200)
    } finally {
      process.env.AI_BASE_URL = saved
    }
    expect(await weeklyCount(payload, user.id)).toBe(1)
  })
})

describe('weekly quotas', () => {
  it('429 with the reset time once the free limit is used', async () => {
    const { user, token } = await approvedStudent(payload, { requestLimit: 2 })
    expect((await ask(token, { question: 'One' })).done!.remainingRequests).toBe(1)
    expect((await ask(token, { question: 'Two' })).done!.remainingRequests).toBe(0)
    const refused = await ask(token, { question: 'Three' })
    expect(refused.status).toBe(429)
    expect(refused.json.resetTime).toBe(nextWeekStart(new Date()).toISOString())
    expect(refused.json.message).toMatch(/this week/)
    expect(await weeklyCount(payload, user.id)).toBe(2)
    expect(await answersOf(user.id)).toHaveLength(2)
  })

  it('50 concurrent questions at limit − 1 let exactly one through', async () => {
    const { user, token } = await approvedStudent(payload, { requestLimit: 10 })
    await payload.create({
      collection: 'weekly-usage',
      data: { user: user.id, weekStart: weekKey(new Date()), count: 9, essayCount: 0 },
      overrideAccess: true,
    })
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => ask(token, { question: `Race ${i}` })))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(49)
    expect(await weeklyCount(payload, user.id)).toBe(10)
    expect(await answersOf(user.id)).toHaveLength(1)
  }, 60_000)

  it('a referral raises the referrer’s weekly limit by 10 once the friend’s access is approved', async () => {
    const { token } = await approvedStudent(payload, { requestLimit: 10 })
    const { referralCode } = (await rest('POST', '/referral/generate', { token })).json
    const registered = await rest('POST', '/auth/register', {
      body: { name: 'New Friend', email: uniqueEmail('friend'), password: STRONG_PASSWORD, referralCode },
    })
    expect(registered.status).toBe(201)
    await approveAccessForUser({ payload, userId: registered.json.user.id })
    const stats = await rest('GET', '/user/stats?period=weekly', { token })
    expect(stats.json).toMatchObject({ requestLimit: 20, totalReferrals: 1, remainingRequests: 20 })
    expect((await ask(token, { question: 'Hi' })).done!.remainingRequests).toBe(19)
  })

  it('paid plans are unlimited (only the abuse cap applies)', async () => {
    const { user, token } = await approvedStudent(payload, { requestLimit: 1 })
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { plan: 'weekly', billing: { subscriptionStatus: 'active' } },
      overrideAccess: true,
    })
    for (let i = 0; i < 3; i += 1) {
      const response = await ask(token, { question: `Paid question ${i}` })
      expect(response.status).toBe(200)
      expect(response.done!.remainingRequests).toBeNull()
    }
    const stats = await rest('GET', '/user/stats', { token })
    expect(stats.json).toMatchObject({ requestLimit: PAID_WEEKLY_ABUSE_CAP, requestsCount: 3, remainingRequests: null })
  })

  it('a trialing student without an approved request may ask (the webhook may still be in flight)', async () => {
    const user = await createUser(payload, { requestLimit: 10 })
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { plan: 'weekly_trial', billing: { subscriptionStatus: 'trialing' } },
      overrideAccess: true,
    })
    expect((await ask(await tokenFor(user.email), { question: 'Trial question' })).status).toBe(200)
  })
})

describe('GET /api/user/stats', () => {
  it('reports the usage stats of spec §3 with a bucket per day', async () => {
    const { user, token } = await approvedStudent(payload)
    await ask(token, { question: 'First' })
    await ask(token, { question: 'Second' })
    const stats = await rest('GET', '/user/stats?period=daily', { token })
    expect(stats.status).toBe(200)
    expect(stats.json).toMatchObject({
      period: 'daily',
      totalQuestionsAsked: 2,
      totalReferrals: 0,
      requestLimit: 10,
      requestsCount: 2,
      remainingRequests: 8,
      resetTime: nextWeekStart(new Date()).toISOString(),
      createdAt: user.createdAt,
    })
    expect(stats.json.lastRequestDate).toBeTruthy()
    // The days of the quota week, Monday first: the week requestsCount counts (issue 38).
    const today = new Date().toISOString().slice(0, 10)
    expect(stats.json.usageData).toHaveLength(7)
    expect(stats.json.usageData[0].date).toBe(weekKey(new Date()))
    expect(stats.json.usageData.find((day: { date: string }) => day.date === today)).toEqual({ date: today, count: 2 })

    expect((await rest('GET', '/user/stats?period=weekly', { token })).json.usageData).toHaveLength(8)
    expect((await rest('GET', '/user/stats?period=monthly', { token })).json.usageData).toHaveLength(6)
    const total = (await rest('GET', '/user/stats?period=total', { token })).json.usageData
    expect(total.at(-1).count).toBe(2)
  })

  it.each([['hourly'], ['']])('rejects period=%s with a field message', async (period) => {
    const { token } = await approvedStudent(payload)
    const response = await rest('GET', `/user/stats?period=${period}`, { token })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field: 'period', message: 'Choose daily, weekly, monthly or total' })
  })

  it('401 when signed out', async () => {
    expect((await rest('GET', '/user/stats')).status).toBe(401)
    expect((await rest('GET', '/threads')).status).toBe(401)
  })
})
