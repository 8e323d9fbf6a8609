// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { randomBytes } from 'node:crypto'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { joinAroundOffer } from '../../src/lib/rich-text/offer-split'

const parse = (text: unknown) => (typeof text === 'string' && text ? JSON.parse(text) : null)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`content\` text;`)
  // Issue 24: each translation's two halves become one body with the offer block where it stood.
  const rows = await db.all(sql`SELECT id, content_before_offer, content_after_offer FROM posts_locales`)
  for (const row of rows) {
    const body = joinAroundOffer(parse(row.content_before_offer), parse(row.content_after_offer), randomBytes(12).toString('hex'))
    if (body) await db.run(sql`UPDATE posts_locales SET content = ${JSON.stringify(body)} WHERE id = ${row.id}`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`content\`;`)
}
