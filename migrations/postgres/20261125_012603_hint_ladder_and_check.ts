// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_answers_ladder_level" AS ENUM('hint', 'step', 'full');
  CREATE TYPE "public"."enum_answers_check_verdict" AS ENUM('correct', 'notYet', 'incorrect');
  ALTER TABLE "answers" ADD COLUMN "ladder_level" "enum_answers_ladder_level";
  ALTER TABLE "answers" ADD COLUMN "check_verdict" "enum_answers_check_verdict";
  ALTER TABLE "answers" ADD COLUMN "student_answer" varchar;
  ALTER TABLE "answers" ADD COLUMN "check_count" numeric DEFAULT 0;
  CREATE INDEX "answers_check_verdict_idx" ON "answers" USING btree ("check_verdict");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "answers_check_verdict_idx";
  ALTER TABLE "answers" DROP COLUMN "ladder_level";
  ALTER TABLE "answers" DROP COLUMN "check_verdict";
  ALTER TABLE "answers" DROP COLUMN "student_answer";
  ALTER TABLE "answers" DROP COLUMN "check_count";
  DROP TYPE "public"."enum_answers_ladder_level";
  DROP TYPE "public"."enum_answers_check_verdict";`)
}
