import { createLocalReq, docAccessOperation, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { publicationStatusOf } from '@/services/content/publication-status'

import { signedInUser } from '../helpers/answers'
import type { createUser } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 34 item 12 for the FAQs, testimonials and competitor pages (posts, pages and help articles:
 * own-drafts.int.spec.ts): who created a document is recorded; a contributor deletes (and, where
 * the collection has a trash, trashes) the drafts she created that were never published in any
 * language, and nothing else; their admin lists have the Status column.
 */
let payload: Payload
const people = {} as Record<'editor' | 'contributor' | 'other', { user: User; token: string }>
const stamp = `od${Date.now().toString(36)}`
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const
const unique = () => `${stamp}-${Math.random().toString(36).slice(2, 8)}`

const COLLECTIONS = {
  faqs: {
    data: () => ({ question: `A question ${unique()}?`, answer: 'An answer.', order: 0 }),
    translation: { question: 'Eine Frage?', answer: 'Eine Antwort.' },
    trash: false,
  },
  testimonials: {
    data: () => ({
      name: `Ada ${unique()}`,
      date: '2025-01-01T00:00:00.000Z',
      content: 'It helped.',
      platform: 'trustpilot',
      rating: 5,
      order: 0,
    }),
    translation: { content: 'Es hat geholfen.' },
    trash: false,
  },
  competitors: {
    data: () => ({
      slug: unique(),
      displayName: `Rival ${unique()}`,
      seoTitle: 'A rival',
      seoDescription: 'A rival, compared.',
      seoKeywords: 'rival',
    }),
    translation: { seoTitle: 'Ein Rivale', seoDescription: 'Ein Rivale, verglichen.', seoKeywords: 'Rivale' },
    trash: true,
  },
} as const
type Slug = keyof typeof COLLECTIONS
const SLUGS = Object.keys(COLLECTIONS) as Slug[]

/** A draft created by `who` over REST, as the admin's Create New does. */
const draftBy = async (collection: Slug, who: keyof typeof people, extra: Record<string, unknown> = {}) => {
  const created = await rest('POST', `/${collection}?draft=true&locale=en`, {
    token: people[who].token,
    body: { ...COLLECTIONS[collection].data(), ...extra },
  })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.doc as { id: number; createdBy?: unknown }
}

const exists = async (collection: Slug, id: number) =>
  Boolean(await payload.findByID({ collection, id, trash: true, disableErrors: true, depth: 0, ...system }))

const deletePermission = async (collection: Slug, user: User, id: number) => {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never, locale: 'en' }, payload)
  const result = await docAccessOperation({ id, collection: payload.collections[collection], req })
  return Boolean(result.delete)
}

const publish = (collection: Slug, id: number) =>
  payload.update({ collection, id, locale: 'en', data: { _status: 'published' } as never, ...system })

beforeAll(async () => {
  payload = await getTestPayload()
  const make = (overrides: Parameters<typeof createUser>[1]) => signedInUser(payload, overrides)
  people.editor = await make({ role: 'editor' })
  people.contributor = await make({ role: 'contributor' })
  people.other = await make({ role: 'contributor' })
}, 120_000)

afterAll(async () => {
  for (const collection of SLUGS)
    await payload.delete({
      collection,
      where: { createdAt: { exists: true }, createdBy: { in: Object.values(people).map(({ user }) => user.id) } },
      trash: true,
      ...system,
    })
})

describe.each(SLUGS)('%s: a contributor removes her own never-published drafts', (collection) => {
  it('records who created a draft, whatever the request says', async () => {
    const draft = await draftBy(collection, 'contributor', { createdBy: people.other.user.id })
    expect(draft.createdBy).toBe(people.contributor.user.id)
  })

  it('deletes her own draft that was never published', async () => {
    const draft = await draftBy(collection, 'contributor')
    expect(await deletePermission(collection, people.contributor.user, draft.id)).toBe(true)
    const deleted = await rest('DELETE', `/${collection}/${draft.id}`, { token: people.contributor.token })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect(await exists(collection, draft.id)).toBe(false)
  })

  // Only where the collection has a trash (competitor pages).
  if (COLLECTIONS[collection].trash)
    it('moves her own never-published draft to the trash', async () => {
      const draft = await draftBy(collection, 'contributor')
      const trashed = await rest('PATCH', `/${collection}/${draft.id}`, {
        token: people.contributor.token,
        body: { deletedAt: new Date().toISOString() },
      })
      expect(trashed.status, JSON.stringify(trashed.json)).toBe(200)
      const stored = await payload.findByID({ collection, id: draft.id, trash: true, depth: 0, ...system })
      expect((stored as { deletedAt?: string | null }).deletedAt).toBeTruthy()
    })

  it('may not delete another contributor’s draft', async () => {
    const draft = await draftBy(collection, 'other')
    expect(await deletePermission(collection, people.contributor.user, draft.id)).toBe(false)
    const deleted = await rest('DELETE', `/${collection}/${draft.id}`, { token: people.contributor.token })
    expect(deleted.status).toBe(403)
    expect(await exists(collection, draft.id)).toBe(true)
  })

  it('may not delete her draft once it was published', async () => {
    const draft = await draftBy(collection, 'contributor')
    await publish(collection, draft.id)
    expect(await deletePermission(collection, people.contributor.user, draft.id)).toBe(false)
    const deleted = await rest('DELETE', `/${collection}/${draft.id}`, { token: people.contributor.token })
    expect(deleted.status).toBe(403)
    expect(await exists(collection, draft.id)).toBe(true)
  })

  it('an editor still deletes any document', async () => {
    const draft = await draftBy(collection, 'other')
    await publish(collection, draft.id)
    const deleted = await rest('DELETE', `/${collection}/${draft.id}`, { token: people.editor.token })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
  })
})

describe.each(SLUGS)('%s: the admin list’s Status column', (collection) => {
  it('is a column of the list, shown by default', () => {
    const config = payload.collections[collection].config
    expect(config.fields.some((field) => 'name' in field && field.name === 'publicationStatus')).toBe(true)
    expect(config.admin.defaultColumns).toContain('publicationStatus')
  })

  it('says which languages are published and which are drafts', async () => {
    const draft = await draftBy(collection, 'editor')
    await publish(collection, draft.id)
    await payload.update({
      collection,
      id: draft.id,
      locale: 'de',
      draft: true,
      data: COLLECTIONS[collection].translation as never,
      ...system,
    })
    const status = await publicationStatusOf({ payload, collection, id: draft.id })
    expect(status.published).toEqual(['en'])
    expect(status.draft).toEqual(['de'])
    expect(status.scheduled).toEqual([])
  })
})
