// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_language" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TABLE "users_extension_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"sid" varchar NOT NULL,
  	"device" varchar,
  	"connected_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "users" ADD COLUMN "language" "enum_users_language";
  ALTER TABLE "users" ADD COLUMN "referral_credited_at" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "pending_email" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_token_hash" varchar;
  ALTER TABLE "users" ADD COLUMN "email_change_expires_at" timestamp(3) with time zone;
  ALTER TABLE "users_extension_sessions" ADD CONSTRAINT "users_extension_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_extension_sessions_order_idx" ON "users_extension_sessions" USING btree ("_order");
  CREATE INDEX "users_extension_sessions_parent_id_idx" ON "users_extension_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_referral_credited_at_idx" ON "users" USING btree ("referral_credited_at");
  CREATE INDEX "users_email_change_token_hash_idx" ON "users" USING btree ("email_change_token_hash");`)
  // Referrals made before credit waited for a real account were credited at sign-up: never again.
  await db.execute(sql`UPDATE "users" SET "referral_credited_at" = "created_at" WHERE "referred_by_id" IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_extension_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_extension_sessions" CASCADE;
  DROP INDEX "users_referral_credited_at_idx";
  DROP INDEX "users_email_change_token_hash_idx";
  ALTER TABLE "users" DROP COLUMN "language";
  ALTER TABLE "users" DROP COLUMN "referral_credited_at";
  ALTER TABLE "users" DROP COLUMN "pending_email";
  ALTER TABLE "users" DROP COLUMN "email_change_token_hash";
  ALTER TABLE "users" DROP COLUMN "email_change_expires_at";
  DROP TYPE "public"."enum_users_language";`)
}
