import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { type Client, createClient } from '@libsql/client'
import Database from 'libsql'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { cachePreparedStatements, MAX_CACHED_STATEMENTS } from '@/services/db/sqlite-statement-cache'

// Counts the statements SQLite really prepares: installed below the cache, which wraps it.
const prepared: string[] = []
const nativePrepare = Database.prototype.prepare
Database.prototype.prepare = function countingPrepare(this: Database.Database, source: string) {
  prepared.push(source)
  return nativePrepare.call(this, source)
} as typeof nativePrepare
cachePreparedStatements()

let client: Client
let tableCount = 0
/** A fresh table per test, so each test stands alone. */
const freshTable = async () => {
  tableCount += 1
  const table = `notes_${tableCount}`
  await client.execute(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, body TEXT, likes INTEGER)`)
  return table
}

beforeAll(() => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-cache-')), 'test.db')
  client = createClient({ url: `file:${file}` })
})
afterAll(() => client.close())

const preparedCount = (sql: string) => prepared.filter((source) => source === sql).length

describe('cachePreparedStatements', () => {
  it('prepares each SQL text once and gives right results on every reuse', async () => {
    const table = await freshTable()
    const insert = `INSERT INTO ${table} (body, likes) VALUES (?, ?) RETURNING id`
    const select = `SELECT body, likes FROM ${table} WHERE likes >= ? ORDER BY id`
    const ids = []
    for (let i = 1; i <= 5; i += 1)
      ids.push(Number((await client.execute({ sql: insert, args: [`n${i}`, i] })).rows[0]!.id))
    expect(ids).toEqual([1, 2, 3, 4, 5])
    expect((await client.execute({ sql: select, args: [4] })).rows.map((row) => row.body)).toEqual(['n4', 'n5'])
    expect((await client.execute({ sql: select, args: [2] })).rows.map((row) => [row.body, row.likes])).toEqual([
      ['n2', 2],
      ['n3', 3],
      ['n4', 4],
      ['n5', 5],
    ])
    expect(preparedCount(insert)).toBe(1)
    expect(preparedCount(select)).toBe(1)
  })

  it('keeps writes that return no rows working (their statement is reused too)', async () => {
    const table = await freshTable()
    await client.execute(`INSERT INTO ${table} (body, likes) VALUES ('a', 1)`)
    const update = `UPDATE ${table} SET likes = likes + 1 WHERE id = ?`
    for (let i = 0; i < 3; i += 1) expect((await client.execute({ sql: update, args: [1] })).rowsAffected).toBe(1)
    expect((await client.execute(`SELECT likes FROM ${table} WHERE id = 1`)).rows[0]!.likes).toBe(4)
    expect(preparedCount(update)).toBe(1)
  })

  it('refuses to rerun a statement with fewer parameters (libsql would reuse the last values)', async () => {
    const table = await freshTable()
    await client.execute(`INSERT INTO ${table} (body, likes) VALUES ('a', 1), ('b', 2)`)
    const select = `SELECT body FROM ${table} WHERE likes = ? OR body = ?`
    expect((await client.execute({ sql: select, args: [1, 'b'] })).rows.map((row) => row.body)).toEqual(['a', 'b'])
    await expect(client.execute({ sql: select, args: [1] })).rejects.toThrow(/2|parameters/)
    expect((await client.execute({ sql: select, args: [2, 'a'] })).rows.map((row) => row.body)).toEqual(['a', 'b'])
  })

  it('starts afresh after a schema change, so column lists are never stale', async () => {
    const table = await freshTable()
    await client.execute(`INSERT INTO ${table} (body, likes) VALUES ('a', 1)`)
    const selectAll = `SELECT * FROM ${table} WHERE id = 1`
    expect((await client.execute(selectAll)).columns).toEqual(['id', 'body', 'likes'])
    await client.execute(`ALTER TABLE ${table} ADD COLUMN pinned INTEGER DEFAULT 0`)
    const after = await client.execute(selectAll)
    expect(after.columns).toEqual(['id', 'body', 'likes', 'pinned'])
    expect(after.rows[0]!.pinned).toBe(0)
    await client.executeMultiple(`ALTER TABLE ${table} ADD COLUMN color TEXT;`)
    expect((await client.execute(selectAll)).columns).toEqual(['id', 'body', 'likes', 'pinned', 'color'])
  })

  it('keeps at most MAX_CACHED_STATEMENTS, dropping the least recently used', async () => {
    const distinct = (n: number) => `SELECT ${n} AS lru_${n}`
    const kept = 'SELECT 0 AS kept'
    for (let n = 0; n <= MAX_CACHED_STATEMENTS; n += 1) {
      expect((await client.execute(distinct(n))).rows[0]![`lru_${n}`]).toBe(n)
      await client.execute(kept)
    }
    // The one used all along stayed; the oldest of the rest was evicted and is prepared again.
    await client.execute(kept)
    await client.execute(distinct(0))
    expect(preparedCount(kept)).toBe(1)
    expect(preparedCount(distinct(0))).toBe(2)
  })

  it('works inside transactions', async () => {
    const table = await freshTable()
    const transaction = await client.transaction('write')
    await transaction.execute({ sql: `INSERT INTO ${table} (body, likes) VALUES (?, ?)`, args: ['tx', 0] })
    await transaction.rollback()
    expect((await client.execute(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n).toBe(0)
  })
})

/**
 * Another connection (a backup, a migration, a second app process) holds the write lock while the
 * app writes: the app's statement fails with SQLITE_BUSY. What it writes once the lock is gone must
 * be committed at once and stay committed, also when the refused SQL text runs again later.
 */
describe('a statement refused by another connection’s write lock', () => {
  let file = ''
  let app: Client
  const openClients: Client[] = []
  const connect = () => {
    const opened = createClient({ url: `file:${file}` })
    openClients.push(opened)
    return opened
  }
  /** What a fresh connection (another request's, another process's) sees: committed rows only. */
  const committedUsers = async () => {
    const reader = connect()
    const { rows } = await reader.execute('SELECT email FROM users ORDER BY id')
    reader.close()
    return rows.map((row) => row.email)
  }
  const holdWriteLock = () => connect().transaction('write')
  const insertUser = (email: string) =>
    app.execute({ sql: 'INSERT INTO users (email) VALUES (?) RETURNING id', args: [email] })
  const insertEvent = 'INSERT INTO events (name) VALUES (?) RETURNING id'

  // A database of its own per test: a connection left holding the lock would fail the next test.
  beforeEach(async () => {
    file = path.join(mkdtempSync(path.join(tmpdir(), 'statement-cache-busy-')), 'test.db')
    app = connect()
    await app.execute('PRAGMA journal_mode = WAL')
    await app.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, email TEXT UNIQUE)')
    await app.execute('CREATE TABLE events (id INTEGER PRIMARY KEY, name TEXT)')
  })
  afterEach(() => openClients.splice(0).forEach((opened) => opened.close()))

  it('commits the writes that follow a refused write, and the refused SQL running again undoes none', async () => {
    const lock = await holdWriteLock()
    await expect(app.execute({ sql: insertEvent, args: ['during the lock'] })).rejects.toMatchObject({
      code: 'SQLITE_BUSY',
    })
    await lock.rollback()
    await insertUser('after-the-lock@example.test')
    expect(await committedUsers()).toEqual(['after-the-lock@example.test'])
    // The same SQL as the refused write: the cache hands out the very statement that was refused.
    await app.execute({ sql: insertEvent, args: ['later'] })
    expect(await committedUsers()).toEqual(['after-the-lock@example.test'])
    expect((await app.execute('SELECT name FROM events')).rows.map((row) => row.name)).toEqual(['later'])
  })

  it('commits the writes that follow a transaction that could not begin, and the next one undoes none', async () => {
    const lock = await holdWriteLock()
    await expect(app.transaction('write')).rejects.toMatchObject({ code: 'SQLITE_BUSY' })
    await lock.rollback()
    await insertUser('after-a-refused-begin@example.test')
    expect(await committedUsers()).toContain('after-a-refused-begin@example.test')
    const transaction = await app.transaction('write')
    await transaction.execute({ sql: insertEvent, args: ['in a transaction'] })
    await transaction.commit()
    expect(await committedUsers()).toContain('after-a-refused-begin@example.test')
  })
})
