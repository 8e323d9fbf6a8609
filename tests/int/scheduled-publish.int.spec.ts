import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@/payload-types'
import { findPostBySlug } from '@/services/content/queries'
import { listFailedSchedules, retryFailedSchedule } from '@/services/content/failed-schedules'
import { createJobRunnerLease, type JobRunnerLease } from '@/services/jobs/runner-lease'

import { itOn } from '../helpers/engine-only'
import { blogCategory, createUser, sampleRichText } from '../helpers/factories'
import { removeStamped } from '../helpers/content-cleanup'
import { getTestPayload } from '../helpers/payload'

let categoryId: number
let payload: Payload
let editor: User
const leases: JobRunnerLease[] = []

// Every slug carries the file's stamp: removeStamped clears them (other files count the seeded posts).
const stamp = Date.now().toString(36)
const slugOf = (name: string) => `${name}-${stamp}-${Math.random().toString(36).slice(2, 8)}`
const asEditor = () => ({ overrideAccess: false, user: editor, context: { disableRevalidate: true } })

/** A post live in English with a German draft waiting. */
const postWithGermanDraft = async (slug: string) => {
  const post = await payload.create({
    collection: 'posts',
    data: {
      title: 'English title',
      slug,
      excerpt: 'An excerpt.',
      category: categoryId,
      publishedAt: '2025-01-01T00:00:00.000Z',
      author: 'Studify',
      content: sampleRichText('Body.'),
      _status: 'published',
    },
    ...asEditor(),
  })
  await payload.update({
    collection: 'posts',
    id: post.id,
    locale: 'de',
    data: { title: 'Deutscher Titel', excerpt: 'Auszug.' },
    draft: true,
    ...asEditor(),
  })
  return post
}

/** What the admin's schedule drawer queues. */
const schedule = (postId: number, locale: string, waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: {
      type: 'publish',
      locale,
      doc: { relationTo: 'posts', value: postId },
      user: { relationTo: 'users', value: editor.id },
    },
    waitUntil,
  })

/** One cron tick of one app server: run the queue if this server holds the lease. */
const tick = async (lease: JobRunnerLease) => {
  if (await lease.shouldRun(payload)) await payload.jobs.run({ queue: 'default' })
}

const newLease = () => {
  const lease = createJobRunnerLease()
  leases.push(lease)
  return lease
}

beforeAll(async () => {
  payload = await getTestPayload()
  categoryId = await blogCategory(payload)
  editor = await createUser(payload, { role: 'editor' })
}, 120_000)

afterAll(() => removeStamped(payload, stamp))

afterEach(async () => {
  await Promise.all(leases.splice(0).map((lease) => lease.release()))
})

describe('scheduled publishing', () => {
  it('a German draft goes live in German at its time, English unchanged', async () => {
    const slug = slugOf('scheduled')
    const post = await postWithGermanDraft(slug)
    const job = await schedule(post.id, 'de', new Date(Date.now() + 60_000))
    const server = newLease()

    await tick(server)
    expect(await findPostBySlug({ payload, locale: 'de', slug })).toBeNull()

    // The minute passes.
    await payload.db.updateJobs({ id: job.id, data: { waitUntil: new Date(Date.now() - 1000).toISOString() } })
    await tick(server)
    expect((await findPostBySlug({ payload, locale: 'de', slug }))?.title).toBe('Deutscher Titel')
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.title).toBe('English title')
    expect(await findPostBySlug({ payload, locale: 'fr', slug })).toBeNull()
  })

  it('two app servers ticking together run a due job once', async () => {
    const slug = slugOf('once')
    const post = await postWithGermanDraft(slug)
    const job = await schedule(post.id, 'de', new Date(Date.now() - 1000))
    const versionsBefore = (
      await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } })
    ).totalDocs

    await Promise.all([tick(newLease()), tick(newLease())])

    // Done jobs are deleted (Payload's default): it ran to completion.
    expect((await payload.find({ collection: 'payload-jobs', where: { id: { equals: job.id } } })).docs).toEqual([])
    // One publish writes one version (and, publishing one locale, one snapshot of the drafts).
    const versionsAfter = (await payload.countVersions({ collection: 'posts', where: { parent: { equals: post.id } } }))
      .totalDocs
    expect(versionsAfter - versionsBefore).toBeLessThanOrEqual(2)
    expect((await findPostBySlug({ payload, locale: 'de', slug }))?.title).toBe('Deutscher Titel')
  })

  it('a schedule that fails stays listed for editors, with its reason, and runs again once fixed (issue 34 item 3)', async () => {
    const slug = slugOf('failing')
    // An English draft without its excerpt (drafts may be incomplete; a publish may not).
    const post = await payload.create({
      collection: 'posts',
      draft: true,
      data: {
        title: 'Unfinished',
        slug,
        category: categoryId,
        publishedAt: '2025-01-01T00:00:00.000Z',
        author: 'Studify',
        content: sampleRichText('Body.'),
        _status: 'draft',
      },
      ...asEditor(),
    })
    const job = await schedule(post.id, 'en', new Date(Date.now() - 1000))
    await tick(newLease())
    expect(await findPostBySlug({ payload, locale: 'en', slug })).toBeNull()

    const target = { collection: 'posts', id: String(post.id) }
    const [failure, ...others] = await listFailedSchedules({ payload, user: editor, target })
    expect(others).toEqual([])
    expect(failure).toMatchObject({ id: job.id, title: 'Unfinished', locale: 'en', type: 'publish' })
    expect(failure!.reason).toMatch(/excerpt/i)
    expect((await listFailedSchedules({ payload, user: editor })).map((row) => row.id)).toContain(job.id)
    // A contributor reads the list but may not run a publish; a translator limited to German sees none of it.
    const contributor = await createUser(payload, { role: 'contributor' })
    expect((await listFailedSchedules({ payload, user: contributor, target })).map((row) => row.id)).toEqual([job.id])
    await expect(retryFailedSchedule({ payload, user: contributor, id: String(job.id) })).rejects.toMatchObject({
      status: 403,
    })
    const translator = await createUser(payload, { role: 'editor', allowedLocales: ['de'] })
    expect(await listFailedSchedules({ payload, user: translator, target })).toEqual([])

    // Retried unchanged, it fails again with the same reason (and is listed once, not twice).
    const again = await retryFailedSchedule({ payload, user: editor, id: String(job.id) })
    expect(again.published).toBe(false)
    expect(await listFailedSchedules({ payload, user: editor, target })).toHaveLength(1)

    await payload.update({
      collection: 'posts',
      id: post.id,
      draft: true,
      data: { excerpt: 'Now it has one.' },
      ...asEditor(),
    })
    const [latest] = await listFailedSchedules({ payload, user: editor, target })
    expect(await retryFailedSchedule({ payload, user: editor, id: String(latest!.id) })).toEqual({ published: true })
    expect((await findPostBySlug({ payload, locale: 'en', slug }))?.excerpt).toBe('Now it has one.')
    expect(await listFailedSchedules({ payload, user: editor, target })).toEqual([])
  })

  itOn('postgres')(
    'on PostgreSQL one server at a time holds the queue, and another takes over when it stops',
    async () => {
      const [first, second] = [newLease(), newLease()]
      expect(await first.shouldRun(payload)).toBe(true)
      expect(await second.shouldRun(payload)).toBe(false)
      expect(await first.shouldRun(payload)).toBe(true)
      await first.release()
      expect(await second.shouldRun(payload)).toBe(true)
    },
  )
})
