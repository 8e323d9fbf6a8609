// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "answers_outcome_idx";
  DROP INDEX "answers_feedback_idx";
  DROP INDEX "answers_check_verdict_idx";
  DROP INDEX "answers_updated_at_idx";
  DROP INDEX "answers_created_at_idx";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE INDEX "answers_outcome_idx" ON "answers" USING btree ("outcome");
  CREATE INDEX "answers_feedback_idx" ON "answers" USING btree ("feedback");
  CREATE INDEX "answers_check_verdict_idx" ON "answers" USING btree ("check_verdict");
  CREATE INDEX "answers_updated_at_idx" ON "answers" USING btree ("updated_at");
  CREATE INDEX "answers_created_at_idx" ON "answers" USING btree ("created_at");`)
}
