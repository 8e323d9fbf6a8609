import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The drizzle that @payloadcms/db-sqlite runs migrations with (npm installs one per adapter).
import { drizzle } from '../../../node_modules/@payloadcms/db-sqlite/node_modules/drizzle-orm/libsql/index.js'
import { up } from '../../../migrations/sqlite/20261126_122158_categories_reading_time'

const paragraph = (text: string) =>
  JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', text }] }] } })
const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ')

let dir: string
let client: Client
const rows = async (query: string) => (await client.execute(query)).rows.map((row) => ({ ...row }))

/** The hand-written data move of categories_reading_time, on tables shaped as before it. */
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'categories-migration-'))
  client = createClient({ url: `file:${path.join(dir, 'legacy.db')}` })
  for (const statement of [
    `CREATE TABLE media (id integer PRIMARY KEY)`,
    `CREATE TABLE posts (id integer PRIMARY KEY NOT NULL, slug text NOT NULL, hero_image_id integer,
      published_at text NOT NULL, read_time_minutes numeric NOT NULL, updated_at text NOT NULL DEFAULT '',
      created_at text NOT NULL DEFAULT '')`,
    `CREATE TABLE posts_locales (id integer PRIMARY KEY NOT NULL, title text, category text, content text,
      _locale text NOT NULL, _parent_id integer NOT NULL REFERENCES posts(id) ON DELETE cascade)`,
    `CREATE TABLE payload_locked_documents_rels (id integer PRIMARY KEY)`,
    // Version history (issue 23's drafts) as publishing_workflow left it.
    `CREATE TABLE _posts_v (id integer PRIMARY KEY NOT NULL, parent_id integer, version_read_time_minutes numeric)`,
    `CREATE TABLE _posts_v_locales (id integer PRIMARY KEY NOT NULL, version_category text, version_content text,
      _locale text NOT NULL, _parent_id integer NOT NULL REFERENCES _posts_v(id) ON DELETE cascade)`,
    `INSERT INTO posts VALUES (1,'a',NULL,'2025',8,'',''), (2,'b',NULL,'2025',8,'',''), (3,'c',NULL,'2025',8,'','')`,
  ])
    await client.execute(statement)
  const legacy: Array<[number, string, string, string | null]> = [
    [1, 'en', 'Study Apps', paragraph(words(476, 'word'))],
    [1, 'fr', "Applis d'étude", paragraph(words(714, 'mot'))],
    [2, 'en', 'Calculus Help', paragraph('short')],
    [2, 'ja', '微積分サポート', paragraph('私は学生です')],
    [3, 'en', 'Study Apps', null],
  ]
  for (const [post, locale, category, content] of legacy) {
    await client.execute({
      sql: 'INSERT INTO posts_locales (_parent_id, _locale, category, content) VALUES (?, ?, ?, ?)',
      args: [post, locale, category, content],
    })
  }
  await client.execute(`INSERT INTO _posts_v (id, parent_id, version_read_time_minutes) VALUES (10, 1, 8)`)
  await client.execute({
    sql: `INSERT INTO _posts_v_locales (_parent_id, _locale, version_category, version_content) VALUES (10, 'en', 'Study Apps', ?)`,
    args: [paragraph(words(476, 'word'))],
  })
  await up({ db: drizzle(client) } as never)
})

afterAll(() => {
  client.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('migration categories_reading_time (SQLite)', () => {
  it('creates one category per value, titled in every language a post had, and links the posts', async () => {
    const categories = await rows('SELECT id, slug FROM categories ORDER BY slug')
    expect(categories.map((category) => category.slug)).toEqual(['calculus-help', 'study-apps'])
    const id = (slug: string) => categories.find((category) => category.slug === slug)!.id
    expect(
      await rows('SELECT _parent_id, _locale, title FROM categories_locales ORDER BY _parent_id, _locale'),
    ).toEqual(
      expect.arrayContaining([
        { _parent_id: id('study-apps'), _locale: 'en', title: 'Study Apps' },
        { _parent_id: id('study-apps'), _locale: 'fr', title: "Applis d'étude" },
        { _parent_id: id('calculus-help'), _locale: 'ja', title: '微積分サポート' },
      ]),
    )
    expect(await rows('SELECT id, category_id FROM posts ORDER BY id')).toEqual([
      { id: 1, category_id: id('study-apps') },
      { id: 2, category_id: id('calculus-help') },
      { id: 3, category_id: id('study-apps') },
    ])
    // No translation was lost; a past version takes its post's category.
    expect(await rows('SELECT count(*) AS n FROM posts_locales')).toEqual([{ n: 5 }])
    expect(await rows('SELECT id, version_category_id FROM _posts_v')).toEqual([
      { id: 10, version_category_id: id('study-apps') },
    ])
  })

  it('replaces the hand-typed reading time with one counted from each translation', async () => {
    expect(await rows('SELECT _parent_id, _locale, read_time_minutes FROM posts_locales ORDER BY id')).toEqual([
      { _parent_id: 1, _locale: 'en', read_time_minutes: 2 },
      { _parent_id: 1, _locale: 'fr', read_time_minutes: 3 },
      { _parent_id: 2, _locale: 'en', read_time_minutes: 1 },
      { _parent_id: 2, _locale: 'ja', read_time_minutes: 1 },
      { _parent_id: 3, _locale: 'en', read_time_minutes: null },
    ])
    expect(await rows(`SELECT name FROM pragma_table_info('posts') WHERE name = 'read_time_minutes'`)).toEqual([])
    expect(await rows('SELECT version_read_time_minutes FROM _posts_v_locales')).toEqual([
      { version_read_time_minutes: 2 },
    ])
    expect(
      await rows(`SELECT name FROM pragma_table_info('_posts_v_locales') WHERE name = 'version_category'`),
    ).toEqual([])
  })
})
