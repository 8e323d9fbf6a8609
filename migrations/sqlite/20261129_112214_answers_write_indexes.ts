// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`answers_outcome_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_feedback_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_check_verdict_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_updated_at_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_created_at_idx\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`answers_outcome_idx\` ON \`answers\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`answers_feedback_idx\` ON \`answers\` (\`feedback\`);`)
  await db.run(sql`CREATE INDEX \`answers_check_verdict_idx\` ON \`answers\` (\`check_verdict\`);`)
  await db.run(sql`CREATE INDEX \`answers_updated_at_idx\` ON \`answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answers_created_at_idx\` ON \`answers\` (\`created_at\`);`)
}
