// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import {
  installAggregateStatements,
  uninstallAggregateStatements,
} from '../../src/services/analytics/aggregate-install'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-written: the triggers go first (they name the table dropped below), and come back at the end.
  for (const statement of uninstallAggregateStatements('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
   CREATE TABLE "analytics_gap_pairs" (
  	"t_hour" integer NOT NULL,
  	"p_hour" integer NOT NULL,
  	"n" bigint DEFAULT 0 NOT NULL,
  	CONSTRAINT "analytics_gap_pairs_t_hour_p_hour_pk" PRIMARY KEY("t_hour","p_hour")
  );
  
  DROP TABLE "analytics_close_pairs" CASCADE;
  ALTER TABLE "analytics_hours" ADD COLUMN "close_t" bigint DEFAULT 0 NOT NULL;
  ALTER TABLE "analytics_hours" ADD COLUMN "close_p" bigint DEFAULT 0 NOT NULL;
  ALTER TABLE "analytics_hours" ADD COLUMN "pgap_gt1" bigint DEFAULT 0 NOT NULL;
  ALTER TABLE "analytics_hours" ADD COLUMN "pgap_gt7" bigint DEFAULT 0 NOT NULL;
  ALTER TABLE "analytics_hours" ADD COLUMN "pgap_gt30" bigint DEFAULT 0 NOT NULL;
  ALTER TABLE "analytics_hours" ADD COLUMN "pgap_gt90" bigint DEFAULT 0 NOT NULL;`)
  // Hand-written: the new hourly columns and hour pairs from the rows already there (each answer
  // keeps its linked previous question), then the triggers that keep them.
  for (const statement of installAggregateStatements('postgres', { relink: false })) await db.execute(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of uninstallAggregateStatements('postgres')) await db.execute(sql.raw(statement))
  await db.execute(sql`
   CREATE TABLE "analytics_close_pairs" (
  	"t_hour" integer NOT NULL,
  	"p_hour" integer NOT NULL,
  	"n" bigint DEFAULT 0 NOT NULL,
  	CONSTRAINT "analytics_close_pairs_t_hour_p_hour_pk" PRIMARY KEY("t_hour","p_hour")
  );
  
  DROP TABLE "analytics_gap_pairs" CASCADE;
  ALTER TABLE "analytics_hours" DROP COLUMN "close_t";
  ALTER TABLE "analytics_hours" DROP COLUMN "close_p";
  ALTER TABLE "analytics_hours" DROP COLUMN "pgap_gt1";
  ALTER TABLE "analytics_hours" DROP COLUMN "pgap_gt7";
  ALTER TABLE "analytics_hours" DROP COLUMN "pgap_gt30";
  ALTER TABLE "analytics_hours" DROP COLUMN "pgap_gt90";`)
}
