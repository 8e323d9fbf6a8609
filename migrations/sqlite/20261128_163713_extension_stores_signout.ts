// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users_extension_sessions\` ADD \`opened_by\` text;`)
  await db.run(sql`ALTER TABLE \`downloads\` ADD \`store\` text DEFAULT 'zip' NOT NULL;`)
  await db.run(sql`CREATE INDEX \`downloads_store_idx\` ON \`downloads\` (\`store\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`downloads_store_idx\`;`)
  await db.run(sql`ALTER TABLE \`downloads\` DROP COLUMN \`store\`;`)
  await db.run(sql`ALTER TABLE \`users_extension_sessions\` DROP COLUMN \`opened_by\`;`)
}
