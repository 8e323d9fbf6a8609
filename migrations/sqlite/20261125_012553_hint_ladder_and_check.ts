// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`answers\` ADD \`ladder_level\` text;`)
  await db.run(sql`ALTER TABLE \`answers\` ADD \`check_verdict\` text;`)
  await db.run(sql`ALTER TABLE \`answers\` ADD \`student_answer\` text;`)
  await db.run(sql`ALTER TABLE \`answers\` ADD \`check_count\` numeric DEFAULT 0;`)
  await db.run(sql`CREATE INDEX \`answers_check_verdict_idx\` ON \`answers\` (\`check_verdict\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`answers_check_verdict_idx\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`ladder_level\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`check_verdict\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`student_answer\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`check_count\`;`)
}
