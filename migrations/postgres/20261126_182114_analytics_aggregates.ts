// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  linkAnswersStatement,
  uninstallAggregateStatements,
} from '../../src/services/analytics/aggregate-install'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "analytics_hours" (
  	"hour" integer PRIMARY KEY NOT NULL,
  	"questions" bigint DEFAULT 0 NOT NULL,
  	"answered" bigint DEFAULT 0 NOT NULL,
  	"failed" bigint DEFAULT 0 NOT NULL,
  	"latency_count" bigint DEFAULT 0 NOT NULL,
  	"votes" bigint DEFAULT 0 NOT NULL,
  	"helpful" bigint DEFAULT 0 NOT NULL,
  	"signups" bigint DEFAULT 0 NOT NULL,
  	"upheld" bigint DEFAULT 0 NOT NULL,
  	"prevs" bigint DEFAULT 0 NOT NULL,
  	"gap_gt0" bigint DEFAULT 0 NOT NULL,
  	"gap_gt1" bigint DEFAULT 0 NOT NULL,
  	"gap_gt7" bigint DEFAULT 0 NOT NULL,
  	"gap_gt30" bigint DEFAULT 0 NOT NULL,
  	"gap_gt90" bigint DEFAULT 0 NOT NULL,
  	"latency_sum" numeric DEFAULT '0' NOT NULL,
  	"revenue_cents" numeric DEFAULT '0' NOT NULL
  );
  
  CREATE TABLE "analytics_day_gaps" (
  	"day" integer NOT NULL,
  	"gap" integer NOT NULL,
  	"n" bigint DEFAULT 0 NOT NULL,
  	CONSTRAINT "analytics_day_gaps_day_gap_pk" PRIMARY KEY("day","gap")
  );
  
  CREATE TABLE "analytics_close_pairs" (
  	"t_hour" integer NOT NULL,
  	"p_hour" integer NOT NULL,
  	"n" bigint DEFAULT 0 NOT NULL,
  	CONSTRAINT "analytics_close_pairs_t_hour_p_hour_pk" PRIMARY KEY("t_hour","p_hour")
  );
  
  ALTER TABLE "answers" ADD COLUMN "prev_asked_at" timestamp(3) with time zone;
  ALTER TABLE "answers" ADD COLUMN "prev_close" boolean;
  CREATE INDEX "answers_prev_asked_at_idx" ON "answers" USING btree ("prev_asked_at","created_at");
  CREATE INDEX "answers_close_created_at_idx" ON "answers" USING btree ("created_at") WHERE prev_close;
  CREATE INDEX "answers_close_prev_asked_at_idx" ON "answers" USING btree ("prev_asked_at") WHERE prev_close;`)
  // Hand-written: link each answer to its asker's previous question. The aggregates and their
  // triggers are built by 20261129 analytics_askers (as the code now defines them; a database
  // migrated before then got them here, and that migration builds them again).
  await db.execute(sql.raw(linkAnswersStatement('postgres')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of uninstallAggregateStatements('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
   ALTER TABLE "analytics_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_day_gaps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "analytics_close_pairs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "analytics_hours" CASCADE;
  DROP TABLE "analytics_day_gaps" CASCADE;
  DROP TABLE "analytics_close_pairs" CASCADE;
  DROP INDEX "answers_prev_asked_at_idx";
  DROP INDEX "answers_close_created_at_idx";
  DROP INDEX "answers_close_prev_asked_at_idx";
  ALTER TABLE "answers" DROP COLUMN "prev_asked_at";
  ALTER TABLE "answers" DROP COLUMN "prev_close";`)
}
