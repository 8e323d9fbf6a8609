// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_allowed_locales" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'contributor' BEFORE 'user';
  CREATE TABLE "users_allowed_locales" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_allowed_locales",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "users_allowed_locales" ADD CONSTRAINT "users_allowed_locales_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_allowed_locales_order_idx" ON "users_allowed_locales" USING btree ("order");
  CREATE INDEX "users_allowed_locales_parent_idx" ON "users_allowed_locales" USING btree ("parent_id");
  ALTER TABLE "media" ADD CONSTRAINT "media_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "media_created_by_idx" ON "media" USING btree ("created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_allowed_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_allowed_locales" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_created_by_id_users_id_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'user'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'user');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'user'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  DROP INDEX "media_created_by_idx";
  ALTER TABLE "media" DROP COLUMN "created_by_id";
  DROP TYPE "public"."enum_users_allowed_locales";`)
}
