import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RATE_LIMITS } from '@/config/limits'
import { loadMessages } from '@/i18n/messages'
import type { Post } from '@/payload-types'

import { startModel, tokenFor } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 32 finding 5: 40 concurrent "Draft from English" requests from one contributor all reached
 * the model. Model-backed editor actions are limited per account by the shared database limiter
 * (src/services/security/rate-limit.ts): a concurrent burst gets exactly the limit through to the
 * fake model, the rest are a 429 in the reader's language, and another account is not affected.
 */
const stamp = `md${Date.now().toString(36)}`
const { limit } = RATE_LIMITS.machineDraft
let payload: Payload
let model: Awaited<ReturnType<typeof startModel>>
let posts: Post[]

const englishPost = async (index: number) =>
  payload.create({
    collection: 'posts',
    data: {
      title: `English ${index}`,
      slug: `${stamp}-${index}`,
      excerpt: 'An English excerpt.',
      category: await blogCategory(payload),
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('English body.'),
      _status: 'published',
    },
    overrideAccess: true,
    context: { disableRevalidate: true },
  })

/**
 * A post of its own for each request: concurrent saves of one document's versions deadlock on
 * PostgreSQL (Payload's own versions table), which is not what this file is about.
 */
const targets = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ collection: 'posts', id: posts[from + index]!.id, locale: 'fr' }))

const draft = (token: string, body: unknown, headers: Record<string, string> = {}) =>
  rest('POST', '/translation-status/draft', { token, body, headers })

beforeAll(async () => {
  payload = await getTestPayload()
  model = await startModel()
  posts = []
  for (let index = 0; index < limit + 8; index += 1) posts.push(await englishPost(index))
}, 120_000)

afterAll(async () => {
  await model.stop()
  await removeStamped(payload, stamp)
})

describe('"Draft from English" per account', () => {
  it(`lets exactly ${limit} of a concurrent burst reach the model; the rest are a translated 429`, async () => {
    // How many model requests one draft of these posts makes, by another account.
    const other = await tokenFor((await createUser(payload, { role: 'editor' })).email)
    const first = model.requests.length
    expect((await draft(other, targets(1, limit + 6)[0])).status).toBe(200)
    const perDraft = model.requests.length - first
    expect(perDraft).toBeGreaterThan(0)

    const contributor = await tokenFor((await createUser(payload, { role: 'contributor' })).email)
    const before = model.requests.length
    const burst = await Promise.all(targets(limit + 5).map((target) => draft(contributor, target)))
    const statuses = burst.map((response) => response.status)
    expect(statuses.filter((status) => status === 429)).toHaveLength(5)
    expect(
      statuses.filter((status) => status !== 429),
      JSON.stringify(burst.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.json)),
    ).toEqual(Array(limit).fill(200))
    expect(model.requests.length - before).toBe(limit * perDraft)

    const english = (await loadMessages('en')).validation as Record<string, string>
    expect(burst.find((response) => response.status === 429)!.json.message).toBe(english.machineDraftLimitReached)
    const french = await draft(contributor, targets(1, limit + 5)[0], { 'x-locale': 'fr' })
    expect(french.status).toBe(429)
    expect(french.json.message).toBe(
      ((await loadMessages('fr')).validation as Record<string, string>).machineDraftLimitReached,
    )
    expect(model.requests.length - before).toBe(limit * perDraft)

    // The limit is the contributor's own: the other editor still drafts.
    expect((await draft(other, targets(1, limit + 7)[0])).status).toBe(200)
  })
})
