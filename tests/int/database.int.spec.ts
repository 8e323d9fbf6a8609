import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { resolveDatabaseTarget } from '@/services/db/database-uri'
import { queryRows } from '@/services/db/raw-sql'

import { itOn } from '../helpers/engine-only'
import { blogCategory, createUser, sampleRichText, STRONG_PASSWORD } from '../helpers/factories'
import { getTestPayload } from '../helpers/payload'
import { rest } from '../helpers/rest'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe(`a database built by the migrations (${resolveDatabaseTarget().kind})`, () => {
  it('records the shipped migrations as applied', async () => {
    const applied = await payload.find({ collection: 'payload-migrations', limit: 100 })
    expect(applied.docs.map((doc) => doc.name)).toEqual(expect.arrayContaining([expect.stringMatching(/_initial$/)]))
  })

  itOn('sqlite')('runs SQLite in WAL mode, syncing at checkpoints rather than on every commit', async () => {
    const client = (payload.db as unknown as { client: { execute: (sql: string) => Promise<{ rows: unknown[] }> } })
      .client
    const [journal] = (await client.execute('PRAGMA journal_mode')).rows as { journal_mode: string }[]
    const [sync] = (await client.execute('PRAGMA synchronous')).rows as { synchronous: number }[]
    expect(journal!.journal_mode).toBe('wal')
    // 1 = NORMAL (2 = FULL would fsync the log on each write of /api/ask's hot path).
    expect(Number(sync!.synchronous)).toBe(1)
  })

  it('creates, reads, updates and deletes localized content through the Local API', async () => {
    const post = await payload.create({
      collection: 'posts',
      locale: 'en',
      data: {
        title: 'English title',
        slug: 'crud-local',
        excerpt: 'Excerpt',
        category: await blogCategory(payload),
        publishedAt: new Date().toISOString(),
        author: 'Team',
        content: sampleRichText('Hello'),
      },
      context: { disableRevalidate: true },
    })
    await payload.update({
      collection: 'posts',
      id: post.id,
      locale: 'fr',
      data: { title: 'Titre français' },
      context: { disableRevalidate: true },
    })

    expect((await payload.findByID({ collection: 'posts', id: post.id, locale: 'fr' })).title).toBe('Titre français')
    expect((await payload.findByID({ collection: 'posts', id: post.id, locale: 'en' })).title).toBe('English title')
    // A locale without its own text falls back to English.
    expect((await payload.findByID({ collection: 'posts', id: post.id, locale: 'de' })).title).toBe('English title')

    await payload.delete({ collection: 'posts', id: post.id, context: { disableRevalidate: true } })
    const after = await payload.find({ collection: 'posts', where: { slug: { equals: 'crud-local' } } })
    expect(after.totalDocs).toBe(0)
  })

  it('creates, reads, updates and deletes through the REST API as an admin', async () => {
    const admin = await createUser(payload, { role: 'admin' })
    const login = await rest('POST', '/users/login', { body: { email: admin.email, password: STRONG_PASSWORD } })
    expect(login.status).toBe(200)
    const token = login.json.token as string

    // Published in English, then in Japanese (each locale of drafted content is published on its own).
    const created = await rest('POST', '/faqs?locale=en', {
      token,
      body: { question: 'Q?', answer: 'A.', order: 99, _status: 'published' },
    })
    expect(created.status).toBe(201)
    const id = created.json.doc.id

    const updated = await rest('PATCH', `/faqs/${id}?locale=ja`, {
      token,
      body: { question: '質問？', _status: 'published' },
    })
    expect(updated.status).toBe(200)

    const readJa = await rest('GET', `/faqs/${id}?locale=ja`)
    expect(readJa.json.question).toBe('質問？')
    const readEn = await rest('GET', `/faqs/${id}?locale=en`)
    expect(readEn.json.question).toBe('Q?')

    expect((await rest('DELETE', `/faqs/${id}`, { token })).status).toBe(200)
    expect((await rest('GET', `/faqs/${id}`)).status).toBe(404)
  })

  // Every index on answers is written inside each question's transaction (POST /api/ask's hot path):
  // the three the analytics read, the relationship ones Payload keeps, the analytics triggers' own.
  it('keeps on answers only the indexes a query reads', async () => {
    const rows = await queryRows<{ name: string }>(payload, (sql, engine) =>
      engine === 'postgres'
        ? sql`SELECT indexname AS name FROM pg_indexes WHERE tablename = 'answers' AND indexname <> 'answers_pkey'`
        : sql`SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'answers' AND sql IS NOT NULL`,
    )
    expect(rows.map((row) => row.name).sort()).toEqual([
      'answers_close_created_at_idx',
      'answers_close_prev_asked_at_idx',
      'answers_image_idx',
      'answers_prev_asked_at_idx',
      'answers_thread_idx',
      'answers_user_idx',
      'createdAt_user_outcome_latencyMs_idx',
      'feedbackAt_feedback_idx',
      'user_createdAt_idx',
    ])
  })
})
