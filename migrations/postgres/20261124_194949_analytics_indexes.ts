// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "createdAt_user_outcome_latencyMs_idx" ON "answers" USING btree ("created_at","user_id","outcome","latency_ms");
  CREATE INDEX "user_createdAt_idx" ON "answers" USING btree ("user_id","created_at");
  CREATE INDEX "feedbackAt_feedback_idx" ON "answers" USING btree ("feedback_at","feedback");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "createdAt_user_outcome_latencyMs_idx";
  DROP INDEX "user_createdAt_idx";
  DROP INDEX "feedbackAt_feedback_idx";`)
}
