// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_sale_ends_at\` text;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_countdown_start_seconds\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`landing\` ADD \`hero_countdown_start_seconds\` numeric DEFAULT 33087 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`landing\` DROP COLUMN \`hero_sale_ends_at\`;`)
}
