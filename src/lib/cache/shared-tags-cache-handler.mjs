// The page cache's handler (next.config.ts `cacheHandler`). Loaded by the Next.js server at run time,
// outside the bundler, hence plain JavaScript.
//
// Next.js keeps which cache tags were revalidated (a CMS publish expires tags: src/lib/cache/rendering-policy.ts) in a map in
// the process's memory: behind a load balancer, the server that took the edit would serve the new
// page and every other one its stale copy until restarted. With PostgreSQL, this handler writes
// each revalidation to the `cache_tags` table and, before any cached entry is served, reads the
// revalidations made since it last looked into that same map, so every server sees every edit.
// The cached entries themselves stay in each server's memory (each renders its own copy once):
// servers sharing a build directory must not read one another's pages from disk.
import { createRequire } from 'node:module'

import pg from 'pg'

const require = createRequire(import.meta.url)
// Next's own handler and its tags manifest: the `.external` module is one instance per process,
// shared with the code that checks cached entries against it.
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')

/** Rows committed out of order by at most this much are still read. */
const OVERLAP_MS = 2_000

const isPostgres = (uri = '') => /^postgres(ql)?:\/\//.test(uri)

/** @param {string | null} value */
const toMillis = (value) => (value === null ? undefined : Number(value))

/** Reads and writes the shared revalidations of one database. */
export const createSharedTags = (/** @type {string} */ connectionString) => {
  const pool = new pg.Pool({ connectionString, max: 2, idleTimeoutMillis: 30_000 })
  let cursor = new Date(0)
  /** @type {Promise<void> | null} */ let running = null
  /** @type {Promise<void> | null} */ let queued = null
  let hasWarned = false

  const warnOnce = (/** @type {unknown} */ error) => {
    if (hasWarned) return
    hasWarned = true
    console.warn('page cache: shared revalidations unreachable; serving this server’s view', error)
  }

  const pull = async () => {
    const since = new Date(cursor.getTime() - OVERLAP_MS)
    const { rows } = await pool.query(
      'SELECT tag, stale_at, expired_at, updated_at FROM cache_tags WHERE updated_at > $1',
      [since],
    )
    for (const row of rows) {
      tagsManifest.set(row.tag, { stale: toMillis(row.stale_at), expired: toMillis(row.expired_at) })
      if (row.updated_at > cursor) cursor = row.updated_at
    }
    hasWarned = false
  }

  return {
    /**
     * Brings this process's manifest up to date. A read started before a caller arrived may
     * have missed what that caller must see, so callers then wait for the next one, which
     * all of them share.
     */
    sync() {
      if (!running) {
        running = pull()
          .catch(warnOnce)
          .finally(() => (running = null))
        return running
      }
      queued ??= running.then(() => {
        queued = null
        return this.sync()
      })
      return queued
    },
    /** @param {string[]} tags */
    async publish(tags) {
      for (const tag of tags) {
        const entry = tagsManifest.get(tag) ?? {}
        await pool.query(
          `INSERT INTO cache_tags (tag, stale_at, expired_at, updated_at, created_at)
           VALUES ($1, $2, $3, clock_timestamp(), clock_timestamp())
           ON CONFLICT (tag) DO UPDATE SET stale_at = EXCLUDED.stale_at, expired_at = EXCLUDED.expired_at,
             updated_at = EXCLUDED.updated_at`,
          [tag, entry.stale ?? null, entry.expired ?? null],
        )
      }
    },
    end: () => pool.end(),
  }
}

const sharedTags = isPostgres(process.env.DATABASE_URI) ? createSharedTags(process.env.DATABASE_URI) : null

/**
 * Next's file-system cache, with its tag revalidations shared through the database. Entries are kept
 * in memory only, never written to disk: which tags were revalidated is known only while the process
 * runs (or, with PostgreSQL, since it started), so an entry read back from disk after a restart could
 * be a CMS read from before an edit, or from another database (`.next/cache` outlives builds). A
 * restarted server reads the content once more.
 */
export default class SharedTagsCacheHandler extends FileSystemCache {
  /** @param {{ flushToDisk?: boolean }} context */
  constructor(context) {
    super({ ...context, flushToDisk: false })
  }

  /** @param {string} key @param {object} context */
  async get(key, context) {
    await sharedTags?.sync()
    return super.get(key, context)
  }

  /** @param {string | string[]} tags @param {object} [durations] */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations)
    const list = typeof tags === 'string' ? [tags] : tags
    if (list.length > 0) await sharedTags?.publish(list)
  }
}
