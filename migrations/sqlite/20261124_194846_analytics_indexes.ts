// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`createdAt_user_outcome_latencyMs_idx\` ON \`answers\` (\`created_at\`,\`user_id\`,\`outcome\`,\`latency_ms\`);`)
  await db.run(sql`CREATE INDEX \`user_createdAt_idx\` ON \`answers\` (\`user_id\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`feedbackAt_feedback_idx\` ON \`answers\` (\`feedback_at\`,\`feedback\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`createdAt_user_outcome_latencyMs_idx\`;`)
  await db.run(sql`DROP INDEX \`user_createdAt_idx\`;`)
  await db.run(sql`DROP INDEX \`feedbackAt_feedback_idx\`;`)
}
