import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminServerFunctions } from '@/admin/server-functions'
import { VALIDATION_MESSAGES } from '@/lib/validation/messages'
import { loadMessages } from '@/i18n/messages'
import type { User } from '@/payload-types'

import { LOCALE_WRITES, type LocaleWrite, WRITERS, type Writer } from '../locale-write-matrix'
import { tokenFor } from '../helpers/answers'
import { removeStamped } from '../helpers/content-cleanup'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { seedLocalizedGlobal } from '../../scripts/seed/localized'
import { rest } from '../helpers/rest'

/**
 * Issue 32 findings 2, 3 and 8 and deliverable 4: the table of tests/locale-write-matrix.ts, each
 * cell on a document of its own. A refusal to a content role says why (one of our translated
 * reasons, never Payload's generic one) and changes nothing that was stored.
 */
let payload: Payload
let categoryId: number
let otherCategoryId: number
const users = {} as Record<Writer, User | null>
const tokens = {} as Record<Writer, string | undefined>
const createdPosts: (number | string)[] = []

const stamp = `lw${Date.now().toString(36)}`
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const system = { overrideAccess: true, context: { disableRevalidate: true } } as const

type Call = { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; body?: unknown }
/** What a cell did: its status, and what it must leave untouched when refused. */
type Outcome = { status: number; message?: string }
type Cell = { run: (writer: Writer) => Promise<Outcome>; stored: () => Promise<unknown> }

const as = async (writer: Writer, call: Call): Promise<Outcome> => {
  const response = await rest(call.method, call.path, { token: tokens[writer], body: call.body })
  return { status: response.status, message: response.json?.errors?.[0]?.message }
}

/** A Local API call made for the writer (`overrideAccess: false`, their user), as a status. */
const forUser = async (run: () => Promise<unknown>): Promise<Outcome> => {
  try {
    await run()
    return { status: 200 }
  } catch (error) {
    return { status: (error as { status?: number }).status ?? 500, message: (error as Error).message }
  }
}

const postData = (title: string) => ({
  title,
  slug: slugOf('post'),
  excerpt: 'An excerpt.',
  category: categoryId,
  publishedAt: '2025-01-01T00:00:00.000Z',
  author: 'Studify',
  content: sampleRichText('Body.'),
})

/**
 * A post live in English and French, each with a draft waiting (English's an editor's autosave):
 * what finding 2 took offline.
 */
const livePost = async () => {
  const post = await payload.create({
    collection: 'posts',
    data: { ...postData('English title'), _status: 'published' },
    ...system,
  })
  createdPosts.push(post.id)
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'fr',
    data: { title: 'Titre', excerpt: 'Résumé.', author: 'Studify', content: sampleRichText('Corps.') },
    publishSpecificLocale: 'fr',
    ...system,
  })
  for (const locale of ['en', 'fr'] as const) {
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale,
      draft: true,
      data: { title: `Pending ${locale}` },
      ...system,
    })
  }
  return post.id
}

const postState = async (id: number | string) => {
  const read = (draft: boolean) =>
    payload.findByID({ collection: 'posts', id, locale: 'all', draft, depth: 0, trash: true, ...system })
  const { updatedAt: _a, ...live } = (await read(false)) as unknown as Record<string, unknown>
  const { updatedAt: _b, ...latest } = (await read(true)) as unknown as Record<string, unknown>
  return { live, latest }
}

const userReq = (writer: Writer) =>
  createLocalReq({ user: users[writer] ? ({ ...users[writer], collection: 'users' } as never) : undefined }, payload)

/** A cell on a fresh live post: `call` builds the request from its id. */
const onPost =
  (call: (id: number | string) => Call | Promise<Call>): (() => Promise<Cell>) =>
  async () => {
    const id = await livePost()
    return { run: async (writer) => as(writer, await call(id)), stored: () => postState(id) }
  }

const onTrashedPost =
  (call: (id: number | string) => Call): (() => Promise<Cell>) =>
  async () => {
    const id = await livePost()
    await payload.update({ collection: 'posts', id, data: { deletedAt: new Date().toISOString() }, ...system })
    return { run: (writer) => as(writer, call(id)), stored: () => postState(id) }
  }

const versionOf = async (id: number | string, status: 'published' | 'draft') =>
  (
    await payload.findVersions({
      collection: 'posts',
      where: { and: [{ parent: { equals: id } }, { 'version._status': { equals: status } }] },
      sort: '-updatedAt',
      limit: 1,
      ...system,
    })
  ).docs[0]!.id

/** A post created by the writer: nothing existed before, so a refusal leaves no post with its title. */
const onCreate =
  (query: string, data: () => Record<string, unknown>): (() => Promise<Cell>) =>
  async () => {
    const title = `Created ${slugOf('t')}`
    const count = async () =>
      (await payload.count({ collection: 'posts', where: { title: { equals: title } }, locale: 'fr', ...system }))
        .totalDocs
    return {
      run: async (writer) => {
        const outcome = await as(writer, { method: 'POST', path: `/posts?${query}`, body: { ...data(), title } })
        const { docs } = await payload.find({
          collection: 'posts',
          where: { title: { equals: title } },
          locale: 'fr',
          depth: 0,
          ...system,
        })
        createdPosts.push(...docs.map((doc) => doc.id))
        return outcome
      },
      stored: count,
    }
  }

/** The admin's schedule drawer (its server function): 200 when it did it, 403 when it said why not. */
const scheduleAs = async (writer: Writer, args: Record<string, unknown>): Promise<Outcome> => {
  const result = (await adminServerFunctions['schedule-publish']({ ...args, req: await userReq(writer) } as never)) as {
    error?: string
  }
  return result.error ? { status: 403, message: result.error } : { status: 200 }
}

const jobsFor = async (id: number | string) =>
  (
    await payload.find({
      collection: 'payload-jobs',
      where: { and: [{ taskSlug: { equals: 'schedulePublish' } }, { 'input.doc.value': { equals: String(id) } }] },
      depth: 0,
      ...system,
    })
  ).docs.map((job) => ({ id: job.id, input: job.input }))

const inAnHour = () => new Date(Date.now() + 3_600_000)

const onSchedule =
  (localeToPublish: string | undefined): (() => Promise<Cell>) =>
  async () => {
    const id = await livePost()
    return {
      run: (writer) =>
        scheduleAs(writer, {
          type: 'publish',
          date: inAnHour(),
          doc: { relationTo: 'posts', value: String(id) },
          localeToPublish,
        }),
      stored: () => jobsFor(id),
    }
  }

/** An editor's schedule of `locale`, which the writer then cancels from the drawer. */
const onCancel =
  (locale: string): (() => Promise<Cell>) =>
  async () => {
    const id = await livePost()
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', locale, doc: { relationTo: 'posts', value: String(id) as never } },
      waitUntil: inAnHour(),
    })
    return { run: (writer) => scheduleAs(writer, { deleteID: job.id }), stored: () => jobsFor(id) }
  }

const onCategory =
  (data: (slug: string) => Record<string, unknown>): (() => Promise<Cell>) =>
  async () => {
    const category = await payload.create({
      collection: 'categories',
      data: { title: 'Revision', slug: slugOf('category') },
      ...system,
    })
    const stored = async () => {
      const { updatedAt: _u, ...doc } = (await payload.findByID({
        collection: 'categories',
        id: category.id,
        locale: 'all',
        depth: 0,
        ...system,
      })) as unknown as Record<string, unknown>
      return doc
    }
    return {
      run: (writer) =>
        as(writer, { method: 'PATCH', path: `/categories/${category.id}?locale=fr`, body: data(slugOf('category')) }),
      stored,
    }
  }

const globalState = async (slug: 'seo-routes' | 'site-settings') => {
  const read = (draft: boolean) => payload.findGlobal({ slug, locale: 'all', draft, depth: 0, ...system })
  const { updatedAt: _a, ...live } = (await read(false)) as unknown as Record<string, unknown>
  const { updatedAt: _b, ...latest } = (await read(true)) as unknown as Record<string, unknown>
  return { live, latest }
}

/** The SEO texts' French blog title as it is: a write of it changes nothing visitors read. */
const frenchBlogSeo = async () => {
  const doc = await payload.findGlobal({ slug: 'seo-routes', locale: 'fr', fallbackLocale: false, ...system })
  return { blog: { title: doc.blog?.title ?? 'Blog' } }
}

const onGlobal =
  (slug: 'seo-routes' | 'site-settings', call: () => Promise<Call>): (() => Promise<Cell>) =>
  async () => ({
    run: async (writer) => as(writer, await call()),
    stored: () => globalState(slug),
  })

const onRedirect =
  (call: (id: number | string) => Call): (() => Promise<Cell>) =>
  async () => {
    const redirect = await payload.create({
      collection: 'redirects',
      data: { from: `/${slugOf('moved')}`, type: '301', to: { type: 'custom', url: '/pricing' } },
      ...system,
    })
    const stored = async () =>
      (await payload.find({ collection: 'redirects', where: { id: { equals: redirect.id } }, depth: 0, ...system }))
        .docs
    return { run: (writer) => as(writer, call(redirect.id)), stored }
  }

/** Site settings as stored, sent back whole with one change (what the admin's form sends). */
const siteSettingsWith = async (change: (doc: Record<string, any>) => void) => {
  const {
    id: _id,
    globalType: _t,
    createdAt: _c,
    updatedAt: _u,
    ...doc
  } = (await rest('GET', '/globals/site-settings?locale=fr&depth=0&fallback-locale=none', { token: tokens.admin }).then(
    (response) => response.json,
  )) as Record<string, any>
  change(doc)
  return doc
}

const CELLS: Record<LocaleWrite, () => Promise<Cell>> = {
  'create · localized': onCreate('locale=fr&draft=true', () => ({ excerpt: 'Un résumé.' })),
  'create · shared': onCreate('locale=fr&draft=true', () => ({ slug: slugOf('new'), category: categoryId })),
  'update · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&draft=true`,
    body: { title: 'Nouveau titre' },
  })),
  'update · localized, another language (en)': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=en&draft=true`,
    body: { title: 'New title' },
  })),
  'update · shared': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&draft=true`,
    body: { slug: slugOf('renamed'), publishedAt: '2030-01-01T00:00:00.000Z' },
  })),
  'update · shared fields sent back unchanged': onPost(async (id) => {
    const { json } = await rest('GET', `/posts/${id}?locale=fr&draft=true&depth=0&fallback-locale=none`, {
      token: tokens.admin,
    })
    const { id: _id, createdAt: _c, updatedAt: _u, ...doc } = json
    return { method: 'PATCH', path: `/posts/${id}?locale=fr&draft=true`, body: { ...doc, title: 'Titre revu' } }
  }),
  'bulk update · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts?where[id][equals]=${id}&locale=fr&draft=true`,
    body: { title: 'Titre groupé' },
  })),
  'bulk update · shared': onPost((id) => ({
    method: 'PATCH',
    path: `/posts?where[id][equals]=${id}&locale=fr&draft=true`,
    body: { category: otherCategoryId },
  })),
  'Local API update for a user · localized': async () => {
    const id = await livePost()
    return {
      run: async (writer) =>
        forUser(async () =>
          payload.update({
            collection: 'posts',
            id,
            locale: 'fr',
            draft: true,
            data: { title: 'Titre local' },
            overrideAccess: false,
            user: users[writer] ? { ...users[writer]!, collection: 'users' } : undefined,
          }),
        ),
      stored: () => postState(id),
    }
  },
  'Local API update for a user · shared': async () => {
    const id = await livePost()
    return {
      run: async (writer) =>
        forUser(async () =>
          payload.update({
            collection: 'posts',
            id,
            locale: 'fr',
            draft: true,
            data: { category: otherCategoryId },
            overrideAccess: false,
            user: users[writer] ? { ...users[writer]!, collection: 'users' } : undefined,
          }),
        ),
      stored: () => postState(id),
    }
  },
  'publish own language · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr`,
    body: { _status: 'published' },
  })),
  'publish own language (publishSpecificLocale) · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&publishSpecificLocale=fr`,
    body: { _status: 'published' },
  })),
  'publish another language (en) · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=en`,
    body: { _status: 'published' },
  })),
  'publish all languages · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&publishAllLocales=true`,
    body: { _status: 'published' },
  })),
  'unpublish all languages · localized': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&unpublishAllLocales=true`,
    body: { _status: 'draft' },
  })),
  'duplicate · shared': async () => {
    const id = await livePost()
    const copies = async () =>
      (
        await payload.count({
          collection: 'posts',
          where: { title: { equals: 'Pending fr' } },
          locale: 'fr',
          ...system,
        })
      ).totalDocs
    const before = await copies()
    return {
      run: async (writer) => {
        const outcome = await as(writer, {
          method: 'POST',
          path: `/posts/${id}/duplicate?locale=fr`,
          body: { _status: 'draft' },
        })
        if (outcome.status === 200) {
          const { docs } = await payload.find({
            collection: 'posts',
            where: { and: [{ title: { equals: 'Pending fr' } }, { id: { not_equals: id } }] },
            locale: 'fr',
            draft: true,
            depth: 0,
            ...system,
          })
          createdPosts.push(...docs.map((doc) => doc.id))
        }
        return outcome
      },
      stored: async () => ({ post: await postState(id), copies: (await copies()) - before }),
    }
  },
  'restore a version as a draft · shared': onPost(async (id) => ({
    method: 'POST',
    path: `/posts/versions/${await versionOf(id, 'published')}?draft=true`,
  })),
  'restore a version as published · shared': onPost(async (id) => ({
    method: 'POST',
    path: `/posts/versions/${await versionOf(id, 'published')}`,
  })),
  'trash · shared': onPost((id) => ({
    method: 'PATCH',
    path: `/posts/${id}?locale=fr&draft=true`,
    body: { deletedAt: new Date().toISOString() },
  })),
  // As the admin's Trash view restores: a bulk update of the trashed document, as a draft.
  'restore from the trash · shared': onTrashedPost((id) => ({
    method: 'PATCH',
    path: `/posts?trash=true&where[and][0][id][equals]=${id}&where[and][1][deletedAt][exists]=true`,
    body: { deletedAt: null, _status: 'draft' },
  })),
  'delete · shared': onPost((id) => ({ method: 'DELETE', path: `/posts/${id}?locale=fr` })),
  'schedule own language': onSchedule('fr'),
  'schedule all languages': onSchedule(undefined),
  "cancel a schedule of one's own language": onCancel('fr'),
  'cancel a schedule of another language': onCancel('en'),
  "replace another language's schedule with one of one's own": async () => {
    const id = await livePost()
    const job = await payload.jobs.queue({
      task: 'schedulePublish',
      input: { type: 'publish', locale: 'en', doc: { relationTo: 'posts', value: String(id) as never } },
      waitUntil: inAnHour(),
    })
    return {
      run: (writer) =>
        scheduleAs(writer, {
          type: 'publish',
          date: inAnHour(),
          doc: { relationTo: 'posts', value: String(id) },
          localeToPublish: 'fr',
          deleteID: job.id,
        }),
      stored: async () => (await jobsFor(id)).filter((queued) => queued.id === job.id),
    }
  },
  'queue a scheduled publish as the caller': async () => {
    const id = await livePost()
    return {
      run: async (writer) =>
        forUser(async () =>
          payload.jobs.queue({
            task: 'schedulePublish',
            input: { type: 'publish', locale: 'fr', doc: { relationTo: 'posts', value: String(id) as never } },
            waitUntil: inAnHour(),
            req: await userReq(writer),
            overrideAccess: false,
          }),
        ),
      stored: () => jobsFor(id),
    }
  },
  'update categories · localized': onCategory(() => ({ title: 'Révisions' })),
  'update categories · shared': onCategory((slug) => ({ slug })),
  'update · global, localized draft': onGlobal('seo-routes', async () => ({
    method: 'POST',
    path: '/globals/seo-routes?locale=fr&draft=true',
    body: await frenchBlogSeo(),
  })),
  'update · global, shared (support e-mail)': onGlobal('site-settings', async () => ({
    method: 'POST',
    path: '/globals/site-settings?locale=fr',
    body: { supportEmail: `${stamp}@attacker.example` },
  })),
  'update · global, shared fields sent back unchanged': onGlobal('site-settings', async () => ({
    method: 'POST',
    path: '/globals/site-settings?locale=fr',
    body: await siteSettingsWith(() => undefined),
  })),
  'publish own language · global': onGlobal('seo-routes', async () => ({
    method: 'POST',
    path: '/globals/seo-routes?locale=fr',
    body: { ...(await frenchBlogSeo()), _status: 'published' },
  })),
  'publish all languages · global': onGlobal('seo-routes', async () => ({
    method: 'POST',
    path: '/globals/seo-routes?locale=fr&publishAllLocales=true',
    body: { _status: 'published' },
  })),
  'unpublish all languages · global': onGlobal('seo-routes', async () => ({
    method: 'POST',
    path: '/globals/seo-routes?locale=fr&unpublishAllLocales=true',
    body: { _status: 'draft' },
  })),
  'restore a version of a global as a draft': onGlobal('seo-routes', async () => {
    const { docs } = await payload.findGlobalVersions({
      slug: 'seo-routes',
      where: { 'version._status': { equals: 'published' } },
      sort: '-updatedAt',
      limit: 1,
      ...system,
    })
    return { method: 'POST', path: `/globals/seo-routes/versions/${docs[0]!.id}?draft=true` }
  }),
  'create · redirect': async () => {
    const from = `/${slugOf('new-redirect')}`
    return {
      run: (writer) =>
        as(writer, {
          method: 'POST',
          path: '/redirects?locale=fr',
          body: { from, type: '301', to: { type: 'custom', url: '/pricing' } },
        }),
      stored: async () =>
        (await payload.count({ collection: 'redirects', where: { from: { equals: from } }, ...system })).totalDocs,
    }
  },
  'update · redirect': onRedirect((id) => ({
    method: 'PATCH',
    path: `/redirects/${id}?locale=fr`,
    body: { to: { type: 'custom', url: '/fr/blog' } },
  })),
  'bulk update · redirect': onRedirect((id) => ({
    method: 'PATCH',
    path: `/redirects?where[id][equals]=${id}&locale=fr`,
    body: { type: '302' },
  })),
  'delete · redirect': onRedirect((id) => ({ method: 'DELETE', path: `/redirects/${id}?locale=fr` })),
}

/** What site settings and the SEO texts were before the matrix; put back after each of their cells. */
let settingsBefore: Record<string, unknown>
let seoStatusesBefore: Record<string, unknown>

const putGlobalsBack = async () => {
  const supportEmail = settingsBefore.supportEmail as string
  const { supportEmail: now } = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...system })
  if (now !== supportEmail) await payload.updateGlobal({ slug: 'site-settings', data: { supportEmail }, ...system })
  const published = Object.entries(seoStatusesBefore).filter(([, status]) => status === 'published')
  if (published.length === 0) return
  if (published.length === Object.keys(seoStatusesBefore).length) {
    await payload.updateGlobal({
      slug: 'seo-routes',
      data: { _status: 'published' },
      publishAllLocales: true,
      ...system,
    })
    return
  }
  for (const [locale] of published) {
    await payload.updateGlobal({
      slug: 'seo-routes',
      data: { _status: 'published' },
      publishSpecificLocale: locale as never,
      ...system,
    })
  }
}

const reasons = new Set<string>()

beforeAll(async () => {
  payload = await getTestPayload()
  // Site settings and the SEO texts as a real site has them (the seed writes them only when missing).
  const hasText = (value: unknown) => typeof value === 'string' && value.length > 0
  await seedLocalizedGlobal<Record<string, unknown>>(payload, {
    slug: 'site-settings',
    file: 'site-settings',
    isSeeded: (current) => hasText(current.supportEmail),
    data: (item, _locale, english) => ({ ...english, seo: item.seo }),
  })
  await seedLocalizedGlobal<Record<string, unknown>>(payload, {
    slug: 'seo-routes',
    file: 'seo-routes',
    isSeeded: (current) => hasText((current.pricing as { title?: unknown } | undefined)?.title),
    data: (item) => item,
  })
  categoryId = await blogCategory(payload)
  otherCategoryId = (
    await payload.create({ collection: 'categories', data: { title: 'Other', slug: slugOf('other') }, ...system })
  ).id
  const make = async (writer: Writer, overrides: Parameters<typeof createUser>[1] | null) => {
    users[writer] = overrides ? await createUser(payload, overrides) : null
    tokens[writer] = users[writer] ? await tokenFor(users[writer]!.email) : undefined
  }
  await make('visitor', null)
  await make('student', {})
  await make('contributor', { role: 'contributor' })
  await make('contributorFr', { role: 'contributor', allowedLocales: ['fr'] })
  await make('editorFr', { role: 'editor', allowedLocales: ['fr'] })
  await make('editor', { role: 'editor' })
  await make('admin', { role: 'admin' })
  settingsBefore = (await payload.findGlobal({ slug: 'site-settings', depth: 0, ...system })) as never
  seoStatusesBefore = (await payload.findGlobal({ slug: 'seo-routes', locale: 'all', depth: 0, ...system }))
    ._status as unknown as Record<string, unknown>
  // Every reason a refusal may give, in each language a request might be answered in.
  for (const locale of ['en'] as const) {
    const messages = (await loadMessages(locale)).validation as Record<string, string>
    for (const key of Object.keys(VALIDATION_MESSAGES)) if (messages[key]) reasons.add(messages[key])
  }
}, 120_000)

afterAll(async () => {
  await putGlobalsBack()
  for (const id of createdPosts)
    await payload.delete({ collection: 'posts', id, trash: true, ...system }).catch(() => null)
  await payload.delete({ collection: 'categories', where: { slug: { like: stamp } }, ...system })
  await payload.delete({ collection: 'payload-jobs', where: { taskSlug: { equals: 'schedulePublish' } }, ...system })
  await removeStamped(payload, stamp)
})

/** The jobs queue's own access answers Payload's message: the admin reaches it only through the drawer, which says why. */
const PAYLOADS_OWN_REFUSALS = new Set<LocaleWrite>(['queue a scheduled publish as the caller'])

/** A refusal's message, with the placeholders a reason fills in matched loosely. */
const isOurReason = (message: string | undefined) =>
  Boolean(message) &&
  [...reasons].some((reason) =>
    new RegExp(`^${reason.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '.+')}$`).test(message!),
  )

describe.each(Object.entries(LOCALE_WRITES) as [LocaleWrite, Record<Writer, number>][])('%s', (write, outcomes) => {
  it.each(WRITERS)('%s', async (writer) => {
    const cell = await CELLS[write]()
    const before = await cell.stored()
    const outcome = await cell.run(writer)
    try {
      expect(outcome.status, `${write} as ${writer}: ${outcome.message}`).toBe(outcomes[writer])
      if (outcome.status === 403) {
        expect(await cell.stored(), 'a refusal changes nothing').toEqual(before)
        if (writer !== 'visitor' && writer !== 'student' && !PAYLOADS_OWN_REFUSALS.has(write)) {
          expect(isOurReason(outcome.message), `a reason, not "${outcome.message}"`).toBe(true)
        }
      }
    } finally {
      if (write.includes('global')) await putGlobalsBack()
    }
  })
})
