// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_essays_tone" AS ENUM('analytical', 'descriptive', 'formal', 'persuasive', 'narrative', 'informative', 'casual', 'objective');
  CREATE TYPE "public"."enum_essays_language" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum_essays_status" AS ENUM('streaming', 'complete', 'partial');
  CREATE TABLE "essays_outline" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar NOT NULL
  );
  
  CREATE TABLE "essays" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"topic" varchar NOT NULL,
  	"length" numeric NOT NULL,
  	"tone" "enum_essays_tone" NOT NULL,
  	"language" "enum_essays_language" NOT NULL,
  	"style_sample" varchar,
  	"content" varchar,
  	"words" numeric DEFAULT 0,
  	"target_words" numeric,
  	"status" "enum_essays_status" NOT NULL,
  	"model" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "prefix" varchar DEFAULT 'media';
  ALTER TABLE "media" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "report_images" ADD COLUMN "prefix" varchar DEFAULT 'report-images';
  ALTER TABLE "report_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "question_images" ADD COLUMN "prefix" varchar DEFAULT 'question-images';
  ALTER TABLE "question_images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "weekly_usage" ADD COLUMN "essay_count" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "essays_id" integer;
  ALTER TABLE "essays_outline" ADD CONSTRAINT "essays_outline_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."essays"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "essays" ADD CONSTRAINT "essays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "essays_outline_order_idx" ON "essays_outline" USING btree ("_order");
  CREATE INDEX "essays_outline_parent_id_idx" ON "essays_outline" USING btree ("_parent_id");
  CREATE INDEX "essays_user_idx" ON "essays" USING btree ("user_id");
  CREATE INDEX "essays_status_idx" ON "essays" USING btree ("status");
  CREATE INDEX "essays_updated_at_idx" ON "essays" USING btree ("updated_at");
  CREATE INDEX "essays_created_at_idx" ON "essays" USING btree ("created_at");
  CREATE INDEX "user_createdAt_1_idx" ON "essays" USING btree ("user_id","created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_essays_fk" FOREIGN KEY ("essays_id") REFERENCES "public"."essays"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_essays_id_idx" ON "payload_locked_documents_rels" USING btree ("essays_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "essays_outline" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "essays" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "essays_outline" CASCADE;
  DROP TABLE "essays" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_essays_fk";
  
  DROP INDEX "payload_locked_documents_rels_essays_id_idx";
  ALTER TABLE "media" DROP COLUMN "prefix";
  ALTER TABLE "media" DROP COLUMN "_objectkey";
  ALTER TABLE "report_images" DROP COLUMN "prefix";
  ALTER TABLE "report_images" DROP COLUMN "_objectkey";
  ALTER TABLE "question_images" DROP COLUMN "prefix";
  ALTER TABLE "question_images" DROP COLUMN "_objectkey";
  ALTER TABLE "weekly_usage" DROP COLUMN "essay_count";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "essays_id";
  DROP TYPE "public"."enum_essays_tone";
  DROP TYPE "public"."enum_essays_language";
  DROP TYPE "public"."enum_essays_status";`)
}
