// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { joinAroundOffer } from '../../src/lib/rich-text/offer-split'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" ADD COLUMN "content" jsonb;`)
  // Issue 24: each translation's two halves become one body with the offer block where it stood.
  const { rows } = await db.execute(sql`SELECT id, content_before_offer, content_after_offer FROM posts_locales`)
  for (const row of rows) {
    const body = joinAroundOffer(row.content_before_offer, row.content_after_offer, randomBytes(12).toString('hex'))
    if (body) await db.execute(sql`UPDATE posts_locales SET content = ${JSON.stringify(body)}::jsonb WHERE id = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" DROP COLUMN "content";`)
}
