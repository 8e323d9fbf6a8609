// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing" ADD COLUMN "hero_sale_ends_at" timestamp(3) with time zone;
  ALTER TABLE "landing" DROP COLUMN "hero_countdown_start_seconds";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "landing" ADD COLUMN "hero_countdown_start_seconds" numeric DEFAULT 33087 NOT NULL;
  ALTER TABLE "landing" DROP COLUMN "hero_sale_ends_at";`)
}
