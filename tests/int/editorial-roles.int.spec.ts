import config from '@payload-config'
import { createLocalReq, docAccessOperation, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminServerFunctions } from '@/admin/server-functions'
import { LOCALES } from '@/config/locales'
import { loadMessages } from '@/i18n/messages'
import type { Post, User } from '@/payload-types'

import { signedInUser } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { pngBytes } from '../helpers/images'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

/**
 * Issue 23 item 7: a contributor writes drafts and never publishes, unpublishes, schedules,
 * restores as published, deletes or trashes; a translator (here an editor limited to German)
 * writes German only, through every write path; an editor publishes. Every refusal is a 403 that
 * says why in the reader's language.
 */
let payload: Payload
let categoryId: number
const people = {} as Record<'admin' | 'editor' | 'contributor' | 'translator', { user: User; token: string }>

// Every slug carries the file's stamp: removeStamped clears them (other files count the seeded posts).
const stamp = Date.now().toString(36)
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const

const postData = (title: string) => ({
  title,
  slug: slugOf('roles'),
  excerpt: 'An excerpt.',
  category: categoryId,
  publishedAt: '2025-01-01T00:00:00.000Z',
  author: 'Studify',
  content: sampleRichText('Body.'),
})

/** A post live in English, with a French and a German draft waiting. */
const livePost = async (): Promise<Post> => {
  const post = await payload.create({
    collection: 'posts',
    data: { ...postData('English title'), _status: 'published' },
    ...system,
  })
  for (const locale of ['fr', 'de'] as const) {
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale,
      draft: true,
      data: { title: `Draft ${locale}`, excerpt: `Excerpt ${locale}.` },
      ...system,
    })
  }
  return post
}

/** Each locale's published status, as stored (localizeStatus keeps one per locale). */
const statuses = async (id: number) => {
  const doc = await payload.findByID({ collection: 'posts', id, locale: 'all', depth: 0, ...system })
  return doc._status as unknown as Record<string, string | undefined>
}

/** What visitors read in `locale`. */
const liveTitle = async (id: number, locale: 'en' | 'fr' | 'de') =>
  (await rest('GET', `/posts/${id}?locale=${locale}&fallback-locale=none&depth=0`)).json.title as string | undefined

/** Whether the queue ran the job and it failed (the publish was refused as its user); done jobs are removed. */
const jobFailed = async (id: number | string) => {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { id: { equals: id } },
    depth: 0,
    ...system,
  })
  return Boolean(docs[0]?.hasError)
}

const as = (who: keyof typeof people) => people[who].token

const english = (key: string) =>
  loadMessages('en').then((messages) => (messages.validation as Record<string, string>)[key])

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  const make = (overrides: Parameters<typeof createUser>[1]) => signedInUser(payload, overrides)
  people.admin = await make({ role: 'admin' })
  people.editor = await make({ role: 'editor' })
  people.contributor = await make({ role: 'contributor' })
  people.translator = await make({ role: 'editor', allowedLocales: ['de'] })
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

describe('a contributor writes drafts and never publishes', () => {
  it('creates a draft and saves drafts of a live post, which visitors do not see', async () => {
    const created = await rest('POST', '/posts?draft=true', { token: as('contributor'), body: postData('New draft') })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(created.json.doc._status).toBe('draft')

    const post = await livePost()
    const saved = await rest('PATCH', `/posts/${post.id}?draft=true&locale=en`, {
      token: as('contributor'),
      body: { title: 'Rewritten by a contributor' },
    })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(await liveTitle(post.id, 'en')).toBe('English title')
  })

  const refusals: [string, (post: Post) => { method: 'PATCH' | 'POST' | 'DELETE'; path: string; body?: unknown }][] = [
    ['publish its locale', (post) => ({ method: 'PATCH', path: `/posts/${post.id}`, body: { _status: 'published' } })],
    [
      'save without ?draft (the live document)',
      (post) => ({ method: 'PATCH', path: `/posts/${post.id}`, body: { title: 'Live edit' } }),
    ],
    [
      'publish every locale',
      (post) => ({ method: 'PATCH', path: `/posts/${post.id}?publishAllLocales=true`, body: {} }),
    ],
    [
      'publish one locale',
      (post) => ({ method: 'PATCH', path: `/posts/${post.id}?publishSpecificLocale=fr`, body: {} }),
    ],
    [
      'unpublish',
      (post) => ({ method: 'PATCH', path: `/posts/${post.id}?unpublishAllLocales=true`, body: { _status: 'draft' } }),
    ],
    [
      'create a published post',
      () => ({ method: 'POST', path: '/posts', body: { ...postData('Live'), _status: 'published' } }),
    ],
    ['delete', (post) => ({ method: 'DELETE', path: `/posts/${post.id}` })],
    [
      'move to the trash',
      (post) => ({
        method: 'PATCH',
        path: `/posts/${post.id}?draft=true`,
        body: { deletedAt: new Date().toISOString() },
      }),
    ],
  ]

  it.each(refusals)('cannot %s (403, and nothing changes)', async (_name, call) => {
    const post = await livePost()
    const before = await statuses(post.id)
    const { method, path, body } = call(post)
    const response = await rest(method, path, { token: as('contributor'), body })
    expect(response.status, JSON.stringify(response.json)).toBe(403)
    expect(response.json.errors[0].message).toMatch(
      new RegExp(`^(${await english('contributorCannotPublish')}|${await english('contributorCannotDelete')})$`),
    )
    expect(await statuses(post.id)).toEqual(before)
    expect(await liveTitle(post.id, 'en')).toBe('English title')
    expect(await liveTitle(post.id, 'fr')).toBeUndefined()
  })

  it('is told why in the language of the request', async () => {
    const post = await livePost()
    const response = await rest('PATCH', `/posts/${post.id}`, {
      token: as('contributor'),
      body: { _status: 'published' },
      headers: { 'accept-language': 'de-DE,de;q=0.9' },
    })
    expect(response.status).toBe(403)
    const german = (await loadMessages('de')).validation as Record<string, string>
    expect(response.json.errors[0].message).toBe(german.contributorCannotPublish)
  })

  it('restores an old version as a draft, never as the published one', async () => {
    const post = await livePost()
    const { docs } = await payload.findVersions({
      collection: 'posts',
      where: { and: [{ parent: { equals: post.id } }, { 'version._status': { equals: 'published' } }] },
      ...system,
    })
    const version = docs[0]!.id
    // The admin's "Restore this version" (no `draft`) works for a contributor: as a draft (issue 34 item 9).
    const published = await rest('POST', `/posts/versions/${version}`, { token: as('contributor') })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    expect(published.json.message).toBe('Restored Successfully.')
    expect(published.json._status).toBe('draft')
    expect(await liveTitle(post.id, 'en')).toBe('English title')
    expect((await statuses(post.id)).fr).not.toBe('published')
    const asDraft = await rest('POST', `/posts/versions/${version}?draft=true`, { token: as('contributor') })
    expect(asDraft.status, JSON.stringify(asDraft.json)).toBe(200)
    expect(await liveTitle(post.id, 'en')).toBe('English title')
  })

  it('is offered no Publish, Unpublish or Schedule: Payload’s publish permission is false', async () => {
    const post = await livePost()
    const permission = async (user: User, status: 'draft' | 'published') => {
      const req = await createLocalReq({ user: { ...user, collection: 'users' } as never, locale: 'en' }, payload)
      const result = await docAccessOperation({
        id: post.id,
        collection: payload.collections.posts,
        data: { _status: status },
        req,
      })
      return Boolean(result.update)
    }
    expect(await permission(people.contributor.user, 'draft')).toBe(true)
    expect(await permission(people.contributor.user, 'published')).toBe(false)
    expect(await permission(people.editor.user, 'published')).toBe(true)
  })

  it('cannot schedule: queueing is refused, and a job queued in its name publishes nothing', async () => {
    const post = await livePost()
    const req = await createLocalReq({ user: { ...people.contributor.user, collection: 'users' } as never }, payload)
    const input = {
      type: 'publish' as const,
      locale: 'fr',
      doc: { relationTo: 'posts' as const, value: post.id },
      user: { relationTo: 'users' as const, value: people.contributor.user.id },
    }
    await expect(
      payload.jobs.queue({ task: 'schedulePublish', input, req, overrideAccess: false }),
    ).rejects.toMatchObject({ status: 403 })
    // Queued in the contributor's name without checks (say, scheduled before a demotion), it still publishes nothing.
    const job = await payload.jobs.queue({ task: 'schedulePublish', input, waitUntil: new Date(Date.now() - 1000) })
    await payload.jobs.runByID({ id: job.id })
    expect(await jobFailed(job.id)).toBe(true)
    expect((await statuses(post.id)).fr).not.toBe('published')
    expect(await liveTitle(post.id, 'fr')).toBeUndefined()
    expect((await rest('GET', '/payload-jobs/run', { token: as('contributor') })).status).toBe(401)
  })

  it("the admin's schedule drawer queues nothing for a contributor and cannot cancel an editor's schedule", async () => {
    const post = await livePost()
    const reqAs = (user: User) => createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    // The server function the admin layout registers for the drawer.
    const schedule = async (user: User, extra: { deleteID?: number | string; localeToPublish?: string } = {}) =>
      adminServerFunctions['schedule-publish']({
        type: 'publish',
        date: new Date(Date.now() + 3_600_000),
        doc: { relationTo: 'posts', value: post.id },
        localeToPublish: 'fr',
        req: await reqAs(user),
        ...extra,
      } as never)
    const queuedFor = async () =>
      (
        await payload.find({
          collection: 'payload-jobs',
          where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: post.id } }] },
          depth: 0,
          ...system,
        })
      ).docs
    // The drawer's server function calls the queue without access checks: the refusal must come at queueing.
    expect(await schedule(people.contributor.user)).toHaveProperty('error')
    expect(await queuedFor()).toHaveLength(0)
    expect(await schedule(people.editor.user)).not.toHaveProperty('error')
    const [editorsJob] = await queuedFor()
    expect(editorsJob).toBeDefined()
    // Replacing a schedule deletes the old job first: a contributor may not cancel the editor's.
    expect(await schedule(people.contributor.user, { deleteID: editorsJob!.id })).toHaveProperty('error')
    expect((await queuedFor()).map((job) => job.id)).toEqual([editorsJob!.id])
    // A translator limited to German schedules German, not French.
    expect(await schedule(people.translator.user)).toMatchObject({ error: await english('localeNotAllowed') })
    expect(await schedule(people.translator.user, { localeToPublish: 'de' })).not.toHaveProperty('error')
    expect(await queuedFor()).toHaveLength(2)
    for (const job of await queuedFor()) await payload.delete({ collection: 'payload-jobs', id: job.id, ...system })
  })

  it('saves drafts of the globals and cannot publish them', async () => {
    const draft = await rest('POST', '/globals/seo-routes?draft=true&locale=en', { token: as('contributor'), body: {} })
    expect(draft.status, JSON.stringify(draft.json)).toBe(200)
    const publish = await rest('POST', '/globals/seo-routes?locale=en', {
      token: as('contributor'),
      body: { _status: 'published' },
    })
    expect(publish.status, JSON.stringify(publish.json)).toBe(403)
    const settings = await rest('POST', '/globals/site-settings', { token: as('contributor'), body: {} })
    expect(settings.status).toBe(403)
  })

  it('restores a version of a global as a draft only; a translator not at all', async () => {
    await rest('POST', '/globals/seo-routes?draft=true&locale=en', { token: as('editor'), body: {} })
    const { docs } = await payload.findGlobalVersions({ slug: 'seo-routes', sort: '-updatedAt', limit: 1, ...system })
    const version = docs[0]!.id
    const published = await rest('POST', `/globals/seo-routes/versions/${version}`, { token: as('contributor') })
    expect(published.status, JSON.stringify(published.json)).toBe(403)
    expect(published.json.errors[0].message).toBe(await english('contributorCannotPublish'))
    const translated = await rest('POST', `/globals/seo-routes/versions/${version}?draft=true`, {
      token: as('translator'),
    })
    expect(translated.status).toBe(403)
    expect(translated.json.errors[0].message).toBe(await english('everyLocaleRequired'))
  })

  it('uploads media and edits its own uploads only; deletes none', async () => {
    const upload = async (token: string) => {
      const form = new FormData()
      form.append('file', new Blob([await pngBytes()], { type: 'image/png' }), `${stamp}-roles.png`)
      form.append('_payload', JSON.stringify({ alt: 'A square' }))
      return rest('POST', '/media', { token, body: form })
    }
    const own = await upload(as('contributor'))
    expect(own.status, JSON.stringify(own.json)).toBe(201)
    expect(own.json.doc.createdBy).toBe(people.contributor.user.id)
    const anonymous = await rest('GET', `/media/${own.json.doc.id}?depth=2`)
    expect(anonymous.json.createdBy).toBeUndefined()
    const editors = await upload(as('editor'))
    expect(editors.status).toBe(201)
    const editOwn = await rest('PATCH', `/media/${own.json.doc.id}`, {
      token: as('contributor'),
      body: { alt: 'Mine' },
    })
    expect(editOwn.status, JSON.stringify(editOwn.json)).toBe(200)
    const editOther = await rest('PATCH', `/media/${editors.json.doc.id}`, {
      token: as('contributor'),
      body: { alt: 'Not mine' },
    })
    expect(editOther.status).toBe(403)
    expect((await rest('DELETE', `/media/${own.json.doc.id}`, { token: as('contributor') })).status).toBe(403)
  })
})

describe('an editor publishes', () => {
  it('publishes a locale, deletes, and runs the jobs queue', async () => {
    const post = await livePost()
    const published = await rest('PATCH', `/posts/${post.id}?locale=fr`, {
      token: as('editor'),
      body: { _status: 'published' },
    })
    expect(published.status, JSON.stringify(published.json)).toBe(200)
    expect(await liveTitle(post.id, 'fr')).toBe('Draft fr')
    expect((await rest('DELETE', `/posts/${post.id}`, { token: as('editor') })).status).toBe(200)
    expect((await rest('GET', '/payload-jobs/run', { token: as('editor') })).status).toBe(200)
  })
})

describe('a translator limited to German writes German only', () => {
  // Every write path for every role and locale limit: tests/security/locale-writes.int.spec.ts.
  it('a French publish scheduled in their name does not go live; in an editor’s it does', async () => {
    const post = await livePost()
    const scheduleFrench = (user: User) =>
      payload.jobs.queue({
        task: 'schedulePublish',
        input: {
          type: 'publish',
          locale: 'fr',
          doc: { relationTo: 'posts', value: post.id },
          user: { relationTo: 'users', value: user.id },
        },
        waitUntil: new Date(Date.now() - 1000),
      })
    const job = await scheduleFrench(people.translator.user)
    await payload.jobs.runByID({ id: job.id })
    expect(await jobFailed(job.id)).toBe(true)
    expect((await statuses(post.id)).fr).not.toBe('published')
    expect(await liveTitle(post.id, 'fr')).toBeUndefined()
    const editors = await scheduleFrench(people.editor.user)
    await payload.jobs.runByID({ id: editors.id })
    expect(await jobFailed(editors.id)).toBe(false)
    expect(await liveTitle(post.id, 'fr')).toBe('Draft fr')
  })

  it('reads French drafts no more than a visitor does', async () => {
    const post = await livePost()
    const french = await rest('GET', `/posts/${post.id}?locale=fr&draft=true&fallback-locale=none`, {
      token: as('translator'),
    })
    expect(french.status).toBe(404)
    const german = await rest('GET', `/posts/${post.id}?locale=de&draft=true&fallback-locale=none`, {
      token: as('translator'),
    })
    expect(german.json.title).toBe('Draft de')
  })

  it('restores a version as a German draft only: nothing live and no other language changes (issue 34 item 9)', async () => {
    const post = await livePost()
    const { docs } = await payload.findVersions({
      collection: 'posts',
      where: { parent: { equals: post.id } },
      sort: '-updatedAt',
      limit: 1,
      ...system,
    })
    const version = docs[0]!.id
    // Later drafts in German and French that the restore should undo in German only.
    for (const locale of ['de', 'fr'] as const) {
      await payload.update({
        collection: 'posts',
        id: post.id,
        locale,
        draft: true,
        data: { title: `Later ${locale}` },
        ...system,
      })
    }
    // The admin's "Restore this version" (no `draft`).
    const restored = await rest('POST', `/posts/versions/${version}`, { token: as('translator') })
    expect(restored.status, JSON.stringify(restored.json)).toBe(200)
    expect(restored.json.message).toBe('Restored Successfully.')
    const latest = (locale: 'de' | 'fr' | 'en') =>
      payload
        .findByID({ collection: 'posts', id: post.id, locale, fallbackLocale: false, draft: true, depth: 0, ...system })
        .then((doc) => doc.title)
    expect(await latest('de')).toBe('Draft de')
    expect(await latest('fr')).toBe('Later fr')
    expect(await liveTitle(post.id, 'en')).toBe('English title')
    expect((await statuses(post.id)).de).not.toBe('published')
  })

  it('is offered German alone in the admin’s locale selector', async () => {
    const { localization } = await config
    if (!localization) throw new Error('localization is configured')
    const offered = async (user: User | null) =>
      (await localization.filterAvailableLocales!({ locales: localization.locales, req: { user } as never })).map(
        (locale) => locale.code,
      )
    expect(await offered(people.translator.user)).toEqual(['de'])
    expect(await offered(people.editor.user)).toEqual([...LOCALES])
    expect(await offered(null)).toEqual([...LOCALES])
  })
})

describe('admins assign roles and languages', () => {
  it('through the Users tab API, and nobody else may', async () => {
    const target = await createUser(payload)
    const body = { role: 'contributor', allowedLocales: ['fr', 'de'] }
    const refused = await rest('PUT', `/admin/users/${target.id}`, { token: as('editor'), body })
    expect(refused.status).toBe(403)
    const saved = await rest('PUT', `/admin/users/${target.id}`, { token: as('admin'), body })
    expect(saved.status, JSON.stringify(saved.json)).toBe(200)
    expect(saved.json.user).toMatchObject({ role: 'contributor', allowedLocales: ['fr', 'de'] })
    const list = await rest('GET', `/admin/users?search=${encodeURIComponent(target.email)}`, { token: as('admin') })
    expect(list.json.users[0]).toMatchObject({ role: 'contributor', allowedLocales: ['fr', 'de'] })
    const bad = await rest('PUT', `/admin/users/${target.id}`, { token: as('admin'), body: { allowedLocales: ['xx'] } })
    expect(bad.status).toBe(400)
  })

  it('through Payload’s user edit view: admins only set allowedLocales, and nobody sets their own', async () => {
    const self = await rest('PATCH', `/users/${people.contributor.user.id}`, {
      token: as('contributor'),
      body: { allowedLocales: ['fr'], role: 'editor' },
    })
    const stored = await payload.findByID({ collection: 'users', id: people.contributor.user.id, ...system })
    expect(self.status).toBeLessThan(500)
    expect(stored.role).toBe('contributor')
    expect(stored.allowedLocales ?? []).toEqual([])
    const byAdmin = await rest('PATCH', `/users/${people.translator.user.id}`, {
      token: as('admin'),
      body: { allowedLocales: ['de', 'fr'] },
    })
    expect(byAdmin.status, JSON.stringify(byAdmin.json)).toBe(200)
    await payload.update({
      collection: 'users',
      id: people.translator.user.id,
      data: { allowedLocales: ['de'] },
      ...system,
    })
  })

  it('an admin cannot remove their own admin role', async () => {
    const response = await rest('PUT', `/admin/users/${people.admin.user.id}`, {
      token: as('admin'),
      body: { role: 'contributor' },
    })
    expect(response.status).toBe(409)
  })
})
