// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_paused_until\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`paused_at\` text;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` ADD \`paused_until\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_paused_until\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`paused_at\`;`)
  await db.run(sql`ALTER TABLE \`subscriptions\` DROP COLUMN \`paused_until\`;`)
}
