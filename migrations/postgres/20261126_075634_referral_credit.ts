// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "referral_credited_at" timestamp(3) with time zone;
  CREATE INDEX "users_referral_credited_at_idx" ON "users" USING btree ("referral_credited_at");`)
  // Referrals made before this change were credited at sign-up: they must not be credited again.
  await db.execute(sql`UPDATE "users" SET "referral_credited_at" = "created_at" WHERE "referred_by_id" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "users_referral_credited_at_idx";
  ALTER TABLE "users" DROP COLUMN "referral_credited_at";`)
}
