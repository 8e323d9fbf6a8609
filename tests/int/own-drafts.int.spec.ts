import { createLocalReq, docAccessOperation, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { HELP_CATEGORY_SLUGS } from '@/config/content'
import { loadMessages } from '@/i18n/messages'
import type { User } from '@/payload-types'
import { EMPTY_DRAFT_AGE_MS, removeEmptyDrafts } from '@/services/content/empty-drafts'
import { batchedPublicationStatus, publicationStatusOf } from '@/services/content/publication-status'

import { signedInUser } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, type createUser, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 34 item 12: "Create New" stores a draft at once (Payload's autosave), so a contributor may
 * delete or trash a draft she created that was never published in any language; not a published
 * one, not one published once and unpublished since, not someone else's. Drafts nobody ever
 * touched (no title in any language, unchanged since created) go after a day, on the jobs queue.
 */
let payload: Payload
let categoryId: number
const people = {} as Record<'editor' | 'contributor' | 'other', { user: User; token: string }>

const stamp = Date.now().toString(36)
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const
const as = (who: keyof typeof people) => people[who].token

const postData = (title: string) => ({
  title,
  slug: slugOf('own'),
  excerpt: 'An excerpt.',
  category: categoryId,
  author: 'Studify',
  content: sampleRichText('Body.'),
})

/** A draft created by `who` over REST, as the admin's Create New does. */
const draftBy = async (who: keyof typeof people, data: Record<string, unknown> = postData('A draft')) => {
  const created = await rest('POST', '/posts?draft=true&locale=en', { token: as(who), body: data })
  expect(created.status, JSON.stringify(created.json)).toBe(201)
  return created.json.doc as { id: number; createdBy?: unknown }
}

const exists = async (id: number) =>
  Boolean(await payload.findByID({ collection: 'posts', id, trash: true, disableErrors: true, depth: 0, ...system }))

const english = (key: string) =>
  loadMessages('en').then((messages) => (messages.validation as Record<string, string>)[key])

const deletePermission = async (user: User, id: number) => {
  const req = await createLocalReq({ user: { ...user, collection: 'users' } as never, locale: 'en' }, payload)
  const result = await docAccessOperation({ id, collection: payload.collections.posts, req })
  return Boolean(result.delete)
}

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  const make = (overrides: Parameters<typeof createUser>[1]) => signedInUser(payload, overrides)
  people.editor = await make({ role: 'editor' })
  people.contributor = await make({ role: 'contributor' })
  people.other = await make({ role: 'contributor' })
}, 120_000)

/** A help category this file had to make (none was seeded): removed after its articles. */
let madeCategory: number | undefined

afterAll(async () => {
  await removeStamped(payload, stamp)
  if (madeCategory !== undefined)
    await payload.delete({ collection: 'help-categories', id: madeCategory, overrideAccess: true })
})

describe('a contributor removes her own never-published drafts', () => {
  it('records who created a draft, whatever the request says', async () => {
    const draft = await draftBy('contributor', { ...postData('Forged'), createdBy: people.other.user.id })
    expect(draft.createdBy).toBe(people.contributor.user.id)
  })

  it('deletes her own draft that was never published', async () => {
    const draft = await draftBy('contributor')
    expect(await deletePermission(people.contributor.user, draft.id)).toBe(true)
    const deleted = await rest('DELETE', `/posts/${draft.id}`, { token: as('contributor') })
    expect(deleted.status, JSON.stringify(deleted.json)).toBe(200)
    expect(await exists(draft.id)).toBe(false)
  })

  it('moves her own never-published draft to the trash', async () => {
    const draft = await draftBy('contributor')
    const trashed = await rest('PATCH', `/posts/${draft.id}`, {
      token: as('contributor'),
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status, JSON.stringify(trashed.json)).toBe(200)
    const stored = await payload.findByID({ collection: 'posts', id: draft.id, trash: true, depth: 0, ...system })
    expect(stored.deletedAt).toBeTruthy()
  })

  it('may not delete or trash another contributor’s draft', async () => {
    const draft = await draftBy('other')
    expect(await deletePermission(people.contributor.user, draft.id)).toBe(false)
    const deleted = await rest('DELETE', `/posts/${draft.id}`, { token: as('contributor') })
    expect(deleted.status).toBe(403)
    expect(deleted.json.errors[0].message).toBe(await english('contributorCannotDelete'))
    const trashed = await rest('PATCH', `/posts/${draft.id}`, {
      token: as('contributor'),
      body: { deletedAt: new Date().toISOString() },
    })
    expect(trashed.status).toBe(403)
    expect(await exists(draft.id)).toBe(true)
  })

  it('may not delete her draft once it is published, in any language', async () => {
    const draft = await draftBy('contributor')
    await payload.update({
      collection: 'posts',
      id: draft.id,
      locale: 'fr',
      publishSpecificLocale: 'fr',
      data: { ...postData('Publié'), slug: undefined, _status: 'published' },
      ...system,
    })
    expect(await deletePermission(people.contributor.user, draft.id)).toBe(false)
    const deleted = await rest('DELETE', `/posts/${draft.id}`, { token: as('contributor') })
    expect(deleted.status).toBe(403)
    expect(await exists(draft.id)).toBe(true)
  })

  it('may not delete her draft that was published once and unpublished since', async () => {
    const draft = await draftBy('contributor')
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'published' }, ...system })
    await payload.update({ collection: 'posts', id: draft.id, data: { _status: 'draft' }, ...system })
    const deleted = await rest('DELETE', `/posts/${draft.id}`, { token: as('contributor') })
    expect(deleted.status).toBe(403)
    expect(await exists(draft.id)).toBe(true)
  })

  it('a bulk delete by a contributor removes nothing when one document is not hers to delete', async () => {
    const mine = await draftBy('contributor')
    const theirs = await draftBy('other')
    const query = `where[id][in]=${mine.id},${theirs.id}`
    const deleted = await rest('DELETE', `/posts?${query}`, { token: as('contributor') })
    expect(deleted.status).toBe(403)
    expect(await exists(mine.id)).toBe(true)
    expect(await exists(theirs.id)).toBe(true)
  })

  it('an editor still deletes any document', async () => {
    const draft = await draftBy('other')
    const deleted = await rest('DELETE', `/posts/${draft.id}`, { token: as('editor') })
    expect(deleted.status).toBe(200)
  })
})

describe('untouched empty drafts are removed after a day', () => {
  /** A draft as "Create New" leaves it: no title, stored once, `age` ms ago (then maybe changed later). */
  const emptyDraft = async ({
    age,
    changedAfter = 0,
    title,
  }: {
    age: number
    changedAfter?: number
    title?: string
  }) => {
    const doc = await payload.create({
      collection: 'posts',
      draft: true,
      data: { slug: slugOf('empty'), ...(title ? { title } : {}) } as never,
      ...system,
    })
    const createdAt = new Date(Date.now() - age).toISOString()
    const updatedAt = new Date(Date.now() - age + changedAfter).toISOString()
    await payload.db.updateOne({ collection: 'posts', id: doc.id, data: { createdAt, updatedAt } })
    return doc.id
  }

  it('removes a never-touched, never-published, untitled draft older than a day, and nothing else', async () => {
    const day = EMPTY_DRAFT_AGE_MS
    const stale = await emptyDraft({ age: day + 60_000 })
    const recent = await emptyDraft({ age: day - 60 * 60_000 })
    const edited = await emptyDraft({ age: day + 3 * 60 * 60_000, changedAfter: 60 * 60_000 })
    const titled = await emptyDraft({ age: day + 60_000, title: 'Has a title' })
    // Live once, unpublished since, its title emptied: not the empty draft of a Create New.
    const { id: wasPublished } = await payload.create({
      collection: 'posts',
      data: { ...postData('Was live'), publishedAt: '2025-01-01T00:00:00.000Z', _status: 'published' },
      ...system,
    })
    await payload.update({ collection: 'posts', id: wasPublished, data: { _status: 'draft' }, ...system })
    const old = new Date(Date.now() - day - 60_000).toISOString()
    await payload.db.updateOne({
      collection: 'posts',
      id: wasPublished,
      locale: 'en',
      data: { title: null, createdAt: old, updatedAt: old },
    })

    const removed = await removeEmptyDrafts({ payload })
    expect(removed).toContainEqual({ collection: 'posts', id: stale })
    expect(await exists(stale)).toBe(false)
    for (const id of [recent, edited, titled, wasPublished]) expect(await exists(id)).toBe(true)
  })

  it('runs on the jobs queue on a schedule', async () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'removeEmptyDrafts')
    expect(task?.schedule?.[0]?.cron).toBeTruthy()
    const stale = await emptyDraft({ age: EMPTY_DRAFT_AGE_MS + 60_000 })
    const job = await payload.jobs.queue({ task: 'removeEmptyDrafts', input: {} })
    await payload.jobs.runByID({ id: job.id })
    expect(await exists(stale)).toBe(false)
  })
})

describe('the lists’ Status column', () => {
  it('says per language what is published, what is a draft, and what is scheduled when', async () => {
    const { id } = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: { ...postData('Live in English'), publishedAt: '2025-01-01T00:00:00.000Z', _status: 'published' },
      ...system,
    })
    await payload.update({ collection: 'posts', id, locale: 'de', draft: true, data: { title: 'Entwurf' }, ...system })
    const at = new Date(Date.now() + 86_400_000)
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      // The admin's drawer queues the id as a string (Payload #10481): the column reads both.
      input: { type: 'publish', locale: 'de', doc: { relationTo: 'posts', value: String(id) as never } },
      waitUntil: at,
    })
    try {
      const status = await publicationStatusOf({ payload, collection: 'posts', id })
      expect(status.published).toEqual(['en'])
      expect(status.draft).toEqual(['de'])
      expect(status.scheduled).toEqual([{ locales: ['de'], at: at.toISOString() }])
    } finally {
      await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
  })
})

/** A help category to file an article under: the seeded one, else one made here (and removed after). */
const helpCategory = async () => {
  const seeded = (await payload.find({ collection: 'help-categories', limit: 1, depth: 0, ...system })).docs[0]
  if (seeded) return seeded.id
  madeCategory ??= (
    await payload.create({
      collection: 'help-categories',
      locale: 'en',
      data: { name: 'Help', slug: HELP_CATEGORY_SLUGS[0], order: 0 },
      ...system,
    })
  ).id
  return madeCategory
}

describe('the lists’ search', () => {
  // The admin's list search (Payload's mergeListSearchAndWhere over admin.listSearchableFields)
  // runs in the admin's content language without fallback: a post with only an English title,
  // listed under its English title in the Arabic list, must be found by that title there too.
  it.each(['posts', 'pages', 'help-articles'] as const)(
    'finds a %s document by its English title from another language',
    async (collection) => {
      const { mergeListSearchAndWhere } = await import('payload/shared')
      const title = `Searchable ${slugOf('search')}`
      const data =
        collection === 'posts'
          ? postData(title)
          : collection === 'pages'
            ? { title, slug: slugOf('search') }
            : {
                title,
                slug: slugOf('search'),
                category: await helpCategory(),
                content: sampleRichText('Body.'),
              }
      await payload.create({ collection, locale: 'en', draft: true, data: data as never, ...system })
      for (const locale of ['en', 'ar'] as const) {
        const found = await payload.find({
          collection,
          locale,
          fallbackLocale: false,
          draft: true,
          depth: 0,
          overrideAccess: false,
          user: people.editor.user,
          where: mergeListSearchAndWhere({
            collectionConfig: payload.collections[collection].config,
            search: title.split(' ')[1]!,
          }),
        })
        expect(
          found.docs.map((doc) => doc.id),
          locale,
        ).toHaveLength(1)
      }
    },
  )
})

describe('the Status column of a whole list page', () => {
  it('reads the rows of a page in three queries, with what each row reads alone', async () => {
    const ids: number[] = []
    for (const [index, locale] of (['fr', 'de', 'ar', 'ja', 'ko'] as const).entries()) {
      const { id } = await payload.create({
        collection: 'posts',
        locale: 'en',
        data: { ...postData(`Row ${index}`), publishedAt: '2025-01-01T00:00:00.000Z', _status: 'published' },
        ...system,
      })
      await payload.update({ collection: 'posts', id, locale, draft: true, data: { title: `Row ${index}` }, ...system })
      ids.push(id)
    }
    const jobs = await Promise.all(
      ids.slice(0, 2).map((id, index) =>
        payload.jobs.queue({
          task: 'schedulePublish',
          input: {
            type: 'publish',
            locale: index === 0 ? 'fr' : undefined,
            // One as the admin's drawer queues it (a string), one as the Local API may (a number).
            doc: { relationTo: 'posts', value: (index === 0 ? String(id) : id) as never },
          },
          waitUntil: new Date(Date.now() + (index + 1) * 86_400_000),
        }),
      ),
    )
    try {
      const alone = new Map<string, unknown>()
      for (const id of ids) alone.set(String(id), await publicationStatusOf({ payload, collection: 'posts', id }))
      expect(alone.get(String(ids[0]))).toMatchObject({ draft: ['fr'], scheduled: [{ locales: ['fr'] }] })
      expect(alone.get(String(ids[1]))).toMatchObject({ draft: ['de'], scheduled: [{ locales: 'all' }] })

      const find = vi.spyOn(payload, 'find')
      const findByID = vi.spyOn(payload, 'findByID')
      try {
        // As the list's cells ask: every row in the same turn.
        const together = await Promise.all(ids.map((id) => batchedPublicationStatus(payload, 'posts', id)))
        expect(find.mock.calls.length + findByID.mock.calls.length).toBe(3)
        expect(new Map(together.map((status, index) => [String(ids[index]), status]))).toEqual(alone)
      } finally {
        find.mockRestore()
        findByID.mockRestore()
      }
    } finally {
      for (const job of jobs) await payload.delete({ collection: 'payload-jobs', id: job.id, overrideAccess: true })
    }
  })
})
