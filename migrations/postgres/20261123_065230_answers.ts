// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_answers_source" AS ENUM('cas', 'model');
  CREATE TYPE "public"."enum_answers_outcome" AS ENUM('answered', 'model_error', 'cancelled');
  CREATE TYPE "public"."enum_answers_cross_check" AS ENUM('agrees', 'disagrees', 'unknown');
  CREATE TABLE "question_images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"uploaded_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "answer_threads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"thread_id" integer NOT NULL,
  	"question" varchar,
  	"image_id" integer,
  	"answer" varchar,
  	"source" "enum_answers_source" NOT NULL,
  	"outcome" "enum_answers_outcome" NOT NULL,
  	"is_verified" boolean DEFAULT false,
  	"cross_check" "enum_answers_cross_check",
  	"latency_ms" numeric,
  	"prompt_tokens" numeric,
  	"completion_tokens" numeric,
  	"model" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "weekly_usage" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"week_start" varchar NOT NULL,
  	"count" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "question_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answer_threads_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "answers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "weekly_usage_id" integer;
  ALTER TABLE "question_images" ADD CONSTRAINT "question_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answer_threads" ADD CONSTRAINT "answer_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answers" ADD CONSTRAINT "answers_thread_id_answer_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."answer_threads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "answers" ADD CONSTRAINT "answers_image_id_question_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."question_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "weekly_usage" ADD CONSTRAINT "weekly_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "question_images_uploaded_by_idx" ON "question_images" USING btree ("uploaded_by_id");
  CREATE INDEX "question_images_updated_at_idx" ON "question_images" USING btree ("updated_at");
  CREATE INDEX "question_images_created_at_idx" ON "question_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "question_images_filename_idx" ON "question_images" USING btree ("filename");
  CREATE INDEX "answer_threads_user_idx" ON "answer_threads" USING btree ("user_id");
  CREATE INDEX "answer_threads_updated_at_idx" ON "answer_threads" USING btree ("updated_at");
  CREATE INDEX "answer_threads_created_at_idx" ON "answer_threads" USING btree ("created_at");
  CREATE INDEX "answers_user_idx" ON "answers" USING btree ("user_id");
  CREATE INDEX "answers_thread_idx" ON "answers" USING btree ("thread_id");
  CREATE INDEX "answers_image_idx" ON "answers" USING btree ("image_id");
  CREATE INDEX "answers_outcome_idx" ON "answers" USING btree ("outcome");
  CREATE INDEX "answers_updated_at_idx" ON "answers" USING btree ("updated_at");
  CREATE INDEX "answers_created_at_idx" ON "answers" USING btree ("created_at");
  CREATE INDEX "weekly_usage_user_idx" ON "weekly_usage" USING btree ("user_id");
  CREATE INDEX "weekly_usage_week_start_idx" ON "weekly_usage" USING btree ("week_start");
  CREATE INDEX "weekly_usage_updated_at_idx" ON "weekly_usage" USING btree ("updated_at");
  CREATE INDEX "weekly_usage_created_at_idx" ON "weekly_usage" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_weekStart_idx" ON "weekly_usage" USING btree ("user_id","week_start");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_question_images_fk" FOREIGN KEY ("question_images_id") REFERENCES "public"."question_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answer_threads_fk" FOREIGN KEY ("answer_threads_id") REFERENCES "public"."answer_threads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_answers_fk" FOREIGN KEY ("answers_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_weekly_usage_fk" FOREIGN KEY ("weekly_usage_id") REFERENCES "public"."weekly_usage"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_question_images_id_idx" ON "payload_locked_documents_rels" USING btree ("question_images_id");
  CREATE INDEX "payload_locked_documents_rels_answer_threads_id_idx" ON "payload_locked_documents_rels" USING btree ("answer_threads_id");
  CREATE INDEX "payload_locked_documents_rels_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("answers_id");
  CREATE INDEX "payload_locked_documents_rels_weekly_usage_id_idx" ON "payload_locked_documents_rels" USING btree ("weekly_usage_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "question_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answer_threads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "weekly_usage" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "question_images" CASCADE;
  DROP TABLE "answer_threads" CASCADE;
  DROP TABLE "answers" CASCADE;
  DROP TABLE "weekly_usage" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_question_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answer_threads_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_answers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_weekly_usage_fk";
  
  DROP INDEX "payload_locked_documents_rels_question_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_answer_threads_id_idx";
  DROP INDEX "payload_locked_documents_rels_answers_id_idx";
  DROP INDEX "payload_locked_documents_rels_weekly_usage_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "question_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answer_threads_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "answers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "weekly_usage_id";
  DROP TYPE "public"."enum_answers_source";
  DROP TYPE "public"."enum_answers_outcome";
  DROP TYPE "public"."enum_answers_cross_check";`)
}
