// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_downloads_store" AS ENUM('chrome', 'edge', 'firefox', 'zip');
  ALTER TABLE "users_extension_sessions" ADD COLUMN "opened_by" varchar;
  ALTER TABLE "downloads" ADD COLUMN "store" "enum_downloads_store" DEFAULT 'zip' NOT NULL;
  CREATE INDEX "downloads_store_idx" ON "downloads" USING btree ("store");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "downloads_store_idx";
  ALTER TABLE "users_extension_sessions" DROP COLUMN "opened_by";
  ALTER TABLE "downloads" DROP COLUMN "store";
  DROP TYPE "public"."enum_downloads_store";`)
}
