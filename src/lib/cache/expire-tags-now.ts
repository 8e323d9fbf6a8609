import { sql } from '@payloadcms/db-postgres'
import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'
import type { Payload } from 'payload'

type PostgresAdapter = { drizzle: unknown; execute: (args: { drizzle: unknown; sql: unknown }) => Promise<unknown> }

/**
 * Expires cache tags at once, whatever the async context: the jobs queue's scheduled publish runs on
 * a timer in the app server, where `revalidateTag` either throws (no request scope) or only queues
 * the tag on the request that started the timer, long finished. It does what the cache handler does for `revalidateTag(tag, { expire: 0 })`
 * (src/lib/cache/shared-tags-cache-handler.mjs): marks the tags expired in this process's manifest,
 * which Next's `.external` module shares with the cache, and, on PostgreSQL, writes them to
 * `cache_tags` so every other app server drops its copy too. Elsewhere (the CLI, tests, SQLite
 * without a Next server) there is no cache to expire and the manifest is simply unused.
 */
export const expireTagsNow = async ({ payload, tags }: { payload: Payload; tags: string[] }) => {
  const now = Date.now()
  for (const tag of tags) tagsManifest.set(tag, { ...(tagsManifest.get(tag) ?? {}), stale: now, expired: now })
  if (payload.db.name !== 'postgres') return
  const db = payload.db as unknown as PostgresAdapter
  for (const tag of tags) {
    await db.execute({
      drizzle: db.drizzle,
      sql: sql`INSERT INTO cache_tags (tag, stale_at, expired_at, updated_at, created_at)
        VALUES (${tag}, ${now}, ${now}, clock_timestamp(), clock_timestamp())
        ON CONFLICT (tag) DO UPDATE SET stale_at = EXCLUDED.stale_at, expired_at = EXCLUDED.expired_at,
          updated_at = EXCLUDED.updated_at`,
    })
  }
}
