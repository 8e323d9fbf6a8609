// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "billing_paused_until" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "paused_at" timestamp(3) with time zone;
  ALTER TABLE "subscriptions" ADD COLUMN "paused_until" timestamp(3) with time zone;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "billing_paused_until";
  ALTER TABLE "subscriptions" DROP COLUMN "paused_at";
  ALTER TABLE "subscriptions" DROP COLUMN "paused_until";`)
}
