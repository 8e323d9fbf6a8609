import type { Payload } from 'payload'
import { unzipSync, strFromU8 } from 'fflate'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { FREE_WEEKLY_ESSAY_LIMIT, PAID_WEEKLY_ESSAY_ABUSE_CAP } from '@/config/limits'
import { MAX_HEADING_LENGTH, MAX_OUTLINE_HEADINGS, MAX_STYLE_SAMPLE_LENGTH, MAX_TOPIC_LENGTH } from '@/config/writer'
import { nextWeekStart, weekKey } from '@/lib/week'

import { defaultReply, type FakeModel } from '../fakes/openai/server'
import { STOPS_EARLY } from '../fakes/openai/writer'
import { startModel, tokenFor, weeklyCount } from '../helpers/answers'
import { createUser, STRONG_PASSWORD, uniqueEmail } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest, restResponse } from '../helpers/rest'
import { ESSAY_INPUT, essayCount, essaysOf, postEssay } from '../helpers/writer'

let payload: Payload
let model: FakeModel

/** A signed-in student on the free plan (the writer needs a plan set up, not an approved request). */
const student = async (overrides: Parameters<typeof createUser>[1] = {}) => {
  const user = await createUser(payload, overrides)
  return { user, token: await tokenFor(user.email) }
}

const paidStudent = async () => {
  const signedIn = await student()
  await payload.update({
    collection: 'users',
    id: signedIn.user.id,
    data: { plan: 'weekly', billing: { subscriptionStatus: 'active' } },
    overrideAccess: true,
  })
  return signedIn
}

const outline = (token: string | undefined, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  rest('POST', '/writer/outline', { token, body, headers })

const systemPrompt = () => String(model.requests.at(-1)!.messages[0]!.content)
const userPrompt = () => String(model.requests.at(-1)!.messages.at(-1)!.content)

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
})
afterAll(async () => model.stop())
afterEach(() => {
  model.setReply(defaultReply)
  model.setTokenDelay(0)
})

describe('POST /api/writer/outline', () => {
  it('asks the model for structured headings derived from the topic', async () => {
    const { token } = await student()
    const response = await outline(token, { topic: ESSAY_INPUT.topic, length: 2, tone: 'persuasive' })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      headings: [
        'Introduction',
        'Background of How the printing press changed the',
        'Main causes',
        'Key effects',
        'Conclusion',
      ],
      source: 'model',
    })
    const sent = model.requests.at(-1)!
    expect(sent.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'essay_outline' } })
    expect(systemPrompt()).toMatch(/3 body sections/)
    expect(systemPrompt()).toMatch(/persuasive essay of about 800 words/)
    expect(userPrompt()).toBe(`Topic: ${ESSAY_INPUT.topic}`)
  })

  it('writes the headings in the page’s language unless another is asked for', async () => {
    const { token } = await student()
    await outline(token, { topic: ESSAY_INPUT.topic, length: 1, tone: 'formal' }, { 'x-locale': 'fr' })
    expect(systemPrompt()).toContain('Write in French (Français). Rédige tout en français.')
    await outline(token, { topic: ESSAY_INPUT.topic, length: 1, tone: 'formal', language: 'ar' }, { 'x-locale': 'fr' })
    expect(systemPrompt()).toContain('Write in Arabic (العربية). اكتب كل شيء باللغة العربية.')
  })

  it.each([
    ['an unreadable reply', () => model.setReply(() => 'Sorry, I cannot help with that.')],
    ['a reply with only two headings', () => model.setReply(() => '{"headings": ["Intro", "End"]}')],
    ['an unreachable model', () => model.dropConnections(2)],
    ['a model error', () => model.failWith(500)],
  ])('after %s, builds the outline from the topic by length', async (_label, arrange) => {
    const { token } = await student()
    arrange()
    const response = await outline(token, { topic: 'Volcanoes. Why they erupt', length: 4, tone: 'informative' })
    expect(response.status).toBe(200)
    expect(response.json).toEqual({
      headings: [
        'Introduction',
        'Background: Volcanoes',
        'Key ideas and arguments',
        'Evidence and examples',
        'Other points of view',
        'Challenges and limitations',
        'Why it matters today',
        'Conclusion',
      ],
      source: 'fallback',
    })
  })

  it('a server that refuses structured output is asked again in words', async () => {
    const { token } = await student()
    model.failWith(400)
    const calls = model.requests.length
    const response = await outline(token, { topic: ESSAY_INPUT.topic, length: 1, tone: 'casual' })
    expect(response.json.source).toBe('model')
    expect(response.json.headings).toHaveLength(4)
    expect(model.requests.length).toBe(calls + 1)
    expect(model.requests.at(-1)!.response_format).toBeUndefined()
  })

  it('a fallback outline is in the essay’s language', async () => {
    const { token } = await student()
    model.setReply(() => '???')
    const response = await outline(token, { topic: 'Les volcans', length: 1, tone: 'formal', language: 'de' })
    expect(response.json.headings).toEqual([
      'Einleitung',
      'Hintergrund: Les volcans',
      'Zentrale Gedanken und Argumente',
      'Fazit',
    ])
  })
})

describe('POST /api/writer/essays', () => {
  it('streams the essay along the outline, saves it with its outline, and counts one essay', async () => {
    const { user, token } = await student()
    model.setTokenDelay(2)
    const response = await postEssay(token, { ...ESSAY_INPUT, styleSample: 'i write short. really short sentences.' })
    expect(response.status).toBe(200)
    expect(response.events[0]!.event).toBe('start')
    expect(response.events.at(-1)!.event).toBe('done')
    expect(response.events.filter((event) => event.event === 'token').length).toBeGreaterThan(20)

    // The essay follows the outline's headings in order under its title.
    const headings = [...response.text.matchAll(/^## (.+)$/gm)].map((match) => match[1])
    expect(headings).toEqual([...ESSAY_INPUT.outline])
    expect(response.text.startsWith('# How the printing press changed the')).toBe(true)

    const [stored] = await essaysOf(payload, user.id)
    expect(stored).toMatchObject({
      id: response.start!.essayId,
      title: 'How the printing press changed the',
      topic: ESSAY_INPUT.topic,
      length: 2,
      tone: 'analytical',
      language: 'en',
      status: 'complete',
      content: response.text,
      targetWords: 800,
      words: response.done!.words,
      styleSample: 'i write short. really short sentences.',
      model: 'fake-model',
    })
    expect(stored!.outline.map((row) => row.heading)).toEqual([...ESSAY_INPUT.outline])
    // About the length's word target (the fake writes to it).
    expect(response.done!.words).toBeGreaterThan(700)
    expect(response.done!.words).toBeLessThan(900)
    expect(response.done).toMatchObject({ remainingEssays: FREE_WEEKLY_ESSAY_LIMIT - 1 })
    expect(response.done!.resetTime).toBe(nextWeekStart(new Date()).toISOString())
    expect(await essayCount(payload, user.id)).toBe(1)
    // Essays have their own allowance: no question was counted.
    expect(await weeklyCount(payload, user.id)).toBe(0)

    expect(systemPrompt()).toMatch(/about 800 words/)
    expect(systemPrompt()).toMatch(/Tone: Analytical/)
    expect(systemPrompt()).toMatch(/Write in English\./)
    expect(userPrompt()).toContain('1. Introduction\n2. Before the press\n3. A flood of books\n4. Conclusion')
    expect(userPrompt()).toContain('<sample>\ni write short. really short sentences.\n</sample>')
  })

  it('is saved while it streams: a reader mid-essay finds it streaming with the text so far', async () => {
    const { user, token } = await student()
    model.setTokenDelay(15)
    const response = await restResponse('POST', '/writer/essays', { token, body: { ...ESSAY_INPUT, length: 1 } })
    const reader = response.body!.getReader()
    await expect
      .poll(
        async () => {
          await reader.read()
          const [essay] = await essaysOf(payload, user.id)
          return essay?.status === 'streaming' && (essay.content ?? '').length > 0
        },
        { timeout: 10_000, interval: 50 },
      )
      .toBe(true)
    while (!(await reader.read()).done);
    expect((await essaysOf(payload, user.id))[0]!.status).toBe('complete')
  })

  // Issue 38: 51 of 800 words showed "Complete" live and "Interrupted" after a reload.
  it('an essay the model ends far short is "short" everywhere: the done event, the stored row, the API', async () => {
    const { user, token } = await student()
    const response = await postEssay(token, { ...ESSAY_INPUT, topic: `Rivers in spring (${STOPS_EARLY})` })
    expect(response.status).toBe(200)
    expect(response.done).toMatchObject({ status: 'short', words: 51 })
    const [stored] = await essaysOf(payload, user.id)
    expect(stored).toMatchObject({ status: 'short', words: 51, targetWords: 800 })
    const view = await rest('GET', `/writer/essays/${stored!.id}`, { token })
    expect(view.json.essay).toMatchObject({ status: 'short', words: 51, targetWords: 800 })
    // The model was called and wrote: it counts like any finished essay.
    expect(await essayCount(payload, user.id)).toBe(1)
  })

  it('a finished essay says so in its done event', async () => {
    const { token } = await student()
    const response = await postEssay(token, { ...ESSAY_INPUT, length: 1 })
    expect(response.done).toMatchObject({ status: 'complete' })
  })

  it('a student who cancels mid-essay stops the model and keeps a partial essay', async () => {
    const { user, token } = await student()
    model.setTokenDelay(30)
    const abandoned = model.abandonedStreams()
    const response = await restResponse('POST', '/writer/essays', { token, body: ESSAY_INPUT })
    expect(response.status).toBe(200)
    const reader = response.body!.getReader()
    for (let i = 0; i < 6; i += 1) await reader.read()
    await reader.cancel()
    await expect.poll(() => model.abandonedStreams(), { timeout: 3_000 }).toBe(abandoned + 1)
    await expect.poll(async () => (await essaysOf(payload, user.id)).map((essay) => essay.status)).toEqual(['partial'])
    const [kept] = await essaysOf(payload, user.id)
    expect(kept!.content!.length).toBeGreaterThan(0)
    expect(kept!.content!.startsWith('# How the printing press')).toBe(true)
    // It cost a model call: it stays counted.
    expect(await essayCount(payload, user.id)).toBe(1)
    const view = await rest('GET', `/writer/essays/${kept!.id}`, { token })
    expect(view.json.essay).toMatchObject({ status: 'partial', content: kept!.content })
  })

  it('a model that breaks mid-essay ends with an error, keeps what was written and counts nothing', async () => {
    const { user, token } = await student()
    model.breakNextStreamAfter(10)
    model.setTokenDelay(5)
    const response = await postEssay(token)
    expect(response.status).toBe(200)
    expect(response.events.at(-1)).toEqual({
      event: 'error',
      data: {
        message: 'The essay was interrupted. What was written is saved, and this essay was not counted.',
        essayId: response.start!.essayId,
      },
    })
    expect(await essaysOf(payload, user.id)).toEqual([
      expect.objectContaining({ status: 'partial', content: response.text }),
    ])
    expect(await essayCount(payload, user.id)).toBe(0)
  })

  it('model down → 503, nothing counted or stored; a single dropped connection is retried', async () => {
    const { user, token } = await student()
    model.dropConnections(2)
    const down = await postEssay(token)
    expect(down.status).toBe(503)
    expect(down.json.message).toBe('The essay writer is unavailable right now. Please try again in a minute.')
    model.failWith(502)
    expect((await postEssay(token)).status).toBe(503)
    expect(await essayCount(payload, user.id)).toBe(0)
    expect(await essaysOf(payload, user.id)).toHaveLength(0)

    const saved = process.env.AI_BASE_URL
    delete process.env.AI_BASE_URL
    try {
      expect((await postEssay(token)).status).toBe(503)
    } finally {
      process.env.AI_BASE_URL = saved
    }
    expect(await essayCount(payload, user.id)).toBe(0)

    model.dropConnections(1)
    expect((await postEssay(token)).status).toBe(200)
    expect(await essayCount(payload, user.id)).toBe(1)
  })
})

describe('essay history', () => {
  it('lists the student’s own essays newest first, a page at a time, and opens one', async () => {
    const { token } = await paidStudent()
    const ids: (number | string)[] = []
    for (const tone of ['formal', 'casual', 'narrative']) {
      ids.push((await postEssay(token, { ...ESSAY_INPUT, tone, length: 1 })).start!.essayId)
    }
    const list = await rest('GET', '/writer/essays', { token })
    expect(list.status).toBe(200)
    expect(list.json.essays.map((essay: { id: number }) => essay.id)).toEqual([...ids].reverse())
    expect(list.json.essays[0]).toMatchObject({
      title: 'How the printing press changed the',
      tone: 'narrative',
      length: 1,
      status: 'complete',
      targetWords: 400,
    })
    expect(list.json.essays[0]).not.toHaveProperty('content')
    expect(list.json).toMatchObject({ page: 1, totalDocs: 3, hasNextPage: false })
    expect((await rest('GET', '/writer/essays?page=2', { token })).json.essays).toEqual([])

    const one = await rest('GET', `/writer/essays/${ids[0]}`, { token })
    expect(one.json.essay).toMatchObject({ id: ids[0], tone: 'formal', outline: [...ESSAY_INPUT.outline] })
    expect(one.json.essay.content).toMatch(/^# /)
  })

  it('isolates students: another student’s essay is a 404 to read, export or delete', async () => {
    const owner = await student()
    const essayId = (await postEssay(owner.token)).start!.essayId
    const other = await student()
    for (const [method, path] of [
      ['GET', `/writer/essays/${essayId}`],
      ['GET', `/writer/essays/${essayId}/export?format=md`],
      ['DELETE', `/writer/essays/${essayId}`],
      ['GET', '/writer/essays/not-an-id'],
      ['GET', '/writer/essays/987654321'],
    ] as const) {
      const response = await rest(method, path, { token: other.token })
      expect(response.status, `${method} ${path}`).toBe(404)
      expect(response.json.message).toBe('Essay not found')
    }
    expect((await rest('GET', '/writer/essays', { token: other.token })).json.essays).toEqual([])
    // Payload's own REST API obeys the same rule.
    expect((await rest('GET', `/essays/${essayId}`, { token: other.token })).status).toBe(404)
    expect(await essaysOf(payload, owner.user.id)).toHaveLength(1)
  })

  it('deletes the student’s own essay', async () => {
    const { user, token } = await student()
    const essayId = (await postEssay(token)).start!.essayId
    expect((await rest('DELETE', `/writer/essays/${essayId}`, { token })).status).toBe(200)
    expect((await rest('GET', `/writer/essays/${essayId}`, { token })).status).toBe(404)
    expect(await essaysOf(payload, user.id)).toHaveLength(0)
    // A deleted essay was still written: the allowance is not given back.
    expect(await essayCount(payload, user.id)).toBe(1)
  })

  it('exports Markdown and a Word document with the title and the headings', async () => {
    const { token } = await student()
    const essayId = (await postEssay(token)).start!.essayId
    const md = await rest('GET', `/writer/essays/${essayId}/export?format=md`, { token })
    expect(md.status).toBe(200)
    expect(md.headers.get('content-type')).toBe('text/markdown; charset=utf-8')
    expect(md.headers.get('content-disposition')).toBe(
      `attachment; filename="How-the-printing-press-changed-the.md"; filename*=UTF-8''How%20the%20printing%20press%20changed%20the.md`,
    )
    expect(String(md.json)).toMatch(/^# How the printing press changed the\n\n## Introduction\n\n/)

    const response = await restResponse('GET', `/writer/essays/${essayId}/export?format=docx`, { token })
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    )
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()))
    const xml = strFromU8(files['word/document.xml']!)
    for (const heading of ESSAY_INPUT.outline) expect(xml).toContain(heading)
    expect(xml).toContain('w:val="Title"')
    expect(xml).toContain('w:val="Heading1"')

    const bad = await rest('GET', `/writer/essays/${essayId}/export?format=pdf`, { token })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({ field: 'format', message: 'Choose md or docx' })
  })
})

describe('weekly essay allowance', () => {
  it('429 with the reset time once the free essays are used; the profile shows what is left', async () => {
    const { user, token } = await student()
    expect((await rest('GET', '/writer/profile', { token })).json.essays).toEqual({
      isUnlimited: false,
      limit: FREE_WEEKLY_ESSAY_LIMIT,
      used: 0,
      remaining: FREE_WEEKLY_ESSAY_LIMIT,
      resetTime: nextWeekStart(new Date()).toISOString(),
    })
    for (let i = FREE_WEEKLY_ESSAY_LIMIT - 1; i >= 0; i -= 1) {
      expect((await postEssay(token, { ...ESSAY_INPUT, length: 1 })).done!.remainingEssays).toBe(i)
    }
    const calls = model.requests.length
    const refused = await postEssay(token)
    expect(refused.status).toBe(429)
    expect(refused.json.resetTime).toBe(nextWeekStart(new Date()).toISOString())
    expect(refused.json.message).toBe('You have used all your essays for this week. Your allowance resets on Monday.')
    expect(model.requests.length).toBe(calls)
    expect(await essaysOf(payload, user.id)).toHaveLength(FREE_WEEKLY_ESSAY_LIMIT)
    expect((await rest('GET', '/writer/profile', { token })).json.essays).toMatchObject({
      used: FREE_WEEKLY_ESSAY_LIMIT,
      remaining: 0,
    })
    // Questions keep their own allowance.
    expect(await weeklyCount(payload, user.id)).toBe(0)
  })

  it('50 concurrent essays at the allowance − 1 let exactly one through', async () => {
    const { user, token } = await student()
    await payload.create({
      collection: 'weekly-usage',
      data: { user: user.id, weekStart: weekKey(new Date()), count: 0, essayCount: FREE_WEEKLY_ESSAY_LIMIT - 1 },
      overrideAccess: true,
    })
    const results = await Promise.all(Array.from({ length: 50 }, () => postEssay(token, { ...ESSAY_INPUT, length: 1 })))
    const statuses = results.map((result) => result.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(1)
    expect(statuses.filter((status) => status === 429)).toHaveLength(49)
    expect(await essayCount(payload, user.id)).toBe(FREE_WEEKLY_ESSAY_LIMIT)
    expect(await essaysOf(payload, user.id)).toHaveLength(1)
  }, 60_000)

  it('paid plans are unlimited up to the abuse cap', async () => {
    const { token } = await paidStudent()
    for (let i = 0; i < FREE_WEEKLY_ESSAY_LIMIT + 1; i += 1) {
      const response = await postEssay(token, { ...ESSAY_INPUT, length: 1 })
      expect(response.status).toBe(200)
      expect(response.done!.remainingEssays).toBeNull()
    }
    expect((await rest('GET', '/writer/profile', { token })).json.essays).toMatchObject({
      isUnlimited: true,
      limit: null,
      used: FREE_WEEKLY_ESSAY_LIMIT + 1,
      remaining: null,
    })
    expect(PAID_WEEKLY_ESSAY_ABUSE_CAP).toBeGreaterThan(FREE_WEEKLY_ESSAY_LIMIT)
  })

  it('remembers the latest writing sample for the next essay', async () => {
    const { token } = await paidStudent()
    expect((await rest('GET', '/writer/profile', { token })).json.styleSample).toBeNull()
    await postEssay(token, { ...ESSAY_INPUT, length: 1, styleSample: '  My voice, my rules.  ' })
    expect((await rest('GET', '/writer/profile', { token })).json.styleSample).toBe('My voice, my rules.')
    await postEssay(token, { ...ESSAY_INPUT, length: 1, styleSample: '' })
    expect((await rest('GET', '/writer/profile', { token })).json.styleSample).toBeNull()
  })
})

describe('refusals change nothing', () => {
  const longHeading = 'h'.repeat(MAX_HEADING_LENGTH + 1)
  const cases = [
    ['a missing topic', { topic: undefined }, 'topic', 'Please tell us what to write about'],
    ['an empty topic', { topic: '' }, 'topic', 'Please tell us what to write about'],
    ['a whitespace topic', { topic: '   \n ' }, 'topic', 'Please tell us what to write about'],
    [
      'an over-long topic',
      { topic: 'x'.repeat(MAX_TOPIC_LENGTH + 1) },
      'topic',
      'Please keep the topic under 2,000 characters',
    ],
    ['length 0', { length: 0 }, 'length', 'Choose a length from 1 to 4'],
    ['length 5', { length: 5 }, 'length', 'Choose a length from 1 to 4'],
    ['length 2.5', { length: 2.5 }, 'length', 'Choose a length from 1 to 4'],
    ['length as text', { length: '2' }, 'length', 'Choose a length from 1 to 4'],
    ['a missing length', { length: undefined }, 'length', 'Choose a length from 1 to 4'],
    ['an unknown tone', { tone: 'angry' }, 'tone', 'Please select an option'],
    ['a missing tone', { tone: undefined }, 'tone', 'Please select an option'],
    ['an unknown language', { language: 'xx' }, 'language', 'Choose one of the site’s languages'],
  ] as const
  const essayOnlyCases = [
    ['an empty outline', { outline: [] }, 'outline', 'Add at least one heading to the table of contents'],
    ['an outline of blanks', { outline: [' ', ''] }, 'outline', 'Add at least one heading to the table of contents'],
    ['a missing outline', { outline: undefined }, 'outline', 'Add at least one heading to the table of contents'],
    [
      'too many headings',
      { outline: Array.from({ length: MAX_OUTLINE_HEADINGS + 1 }, (_, i) => `Part ${i}`) },
      'outline',
      'The table of contents can have at most 12 headings',
    ],
    [
      'an over-long heading',
      { outline: ['Intro', longHeading] },
      'outline.1',
      'Headings can be at most 120 characters',
    ],
    [
      'an over-long writing sample',
      { styleSample: 's'.repeat(MAX_STYLE_SAMPLE_LENGTH + 1) },
      'styleSample',
      'Your writing sample can be at most 3,000 characters',
    ],
  ] as const

  it.each([...cases, ...essayOnlyCases])('essay with %s → 400', async (_label, change, field, message) => {
    const { user, token } = await student()
    const calls = model.requests.length
    const response = await postEssay(token, { ...ESSAY_INPUT, ...change })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field, message })
    expect(model.requests.length).toBe(calls)
    expect(await essayCount(payload, user.id)).toBe(0)
    expect(await essaysOf(payload, user.id)).toHaveLength(0)
  })

  it.each(cases)('outline with %s → 400', async (_label, change, field, message) => {
    const { token } = await student()
    const calls = model.requests.length
    const response = await outline(token, { topic: ESSAY_INPUT.topic, length: 2, tone: 'formal', ...change })
    expect(response.status).toBe(400)
    expect(response.json).toMatchObject({ field, message })
    expect(model.requests.length).toBe(calls)
  })

  it('translates the field message into the reader’s language', async () => {
    const { token } = await student()
    const response = await postEssay(token, { ...ESSAY_INPUT, tone: 'angry' }, { 'x-locale': 'de' })
    expect(response.status).toBe(400)
    expect(response.json.field).toBe('tone')
    expect(response.json.message).not.toBe('Please select an option')
  })

  it('401 when signed out', async () => {
    for (const [method, path, body] of [
      ['POST', '/writer/outline', { topic: 'x', length: 1, tone: 'formal' }],
      ['POST', '/writer/essays', ESSAY_INPUT],
      ['GET', '/writer/essays', undefined],
      ['GET', '/writer/profile', undefined],
      ['GET', '/writer/essays/1', undefined],
      ['DELETE', '/writer/essays/1', undefined],
    ] as const) {
      const response = await rest(method, path, { body })
      expect(response.status, `${method} ${path}`).toBe(401)
      expect(response.json.message).toBe('Please sign in to continue')
    }
  })

  it('403 for an account still on onboarding (the pages send it to checkout)', async () => {
    const email = uniqueEmail()
    const registered = await rest('POST', '/auth/register', {
      body: { name: 'Onboarding Olive', email, password: STRONG_PASSWORD },
    })
    expect(registered.json.user.plan).toBe('onboarding')
    const token = await tokenFor(email)
    const calls = model.requests.length
    for (const [method, path, body] of [
      ['POST', '/writer/outline', { topic: ESSAY_INPUT.topic, length: 1, tone: 'formal' }],
      ['POST', '/writer/essays', ESSAY_INPUT],
      ['GET', '/writer/essays', undefined],
      ['GET', '/writer/profile', undefined],
    ] as const) {
      const response = await rest(method, path, { token, body })
      expect(response.status, `${method} ${path}`).toBe(403)
      expect(response.json.message).toBe('Set up your plan to use the essay writer.')
    }
    expect(model.requests.length).toBe(calls)
    expect(await essayCount(payload, registered.json.user.id)).toBe(0)
  })
})
