// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_essays_status" ADD VALUE 'short' BEFORE 'partial';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "essays" ALTER COLUMN "status" SET DATA TYPE text;
  UPDATE "essays" SET "status" = 'partial' WHERE "status" = 'short';
  DROP TYPE "public"."enum_essays_status";
  CREATE TYPE "public"."enum_essays_status" AS ENUM('streaming', 'complete', 'partial');
  ALTER TABLE "essays" ALTER COLUMN "status" SET DATA TYPE "public"."enum_essays_status" USING "status"::"public"."enum_essays_status";`)
}
