// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_wrong_answer_reports_status" AS ENUM('pending', 'reviewing', 'resolved');
  CREATE TABLE "report_images" (
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
  
  CREATE TABLE "wrong_answer_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"status" "enum_wrong_answer_reports_status" DEFAULT 'pending' NOT NULL,
  	"question_text" varchar,
  	"question_image_id" integer,
  	"wrong_answer_text" varchar,
  	"wrong_answer_image_id" integer,
  	"correct_answer" varchar,
  	"explanation" varchar,
  	"answer_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_images_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "wrong_answer_reports_id" integer;
  ALTER TABLE "report_images" ADD CONSTRAINT "report_images_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wrong_answer_reports" ADD CONSTRAINT "wrong_answer_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wrong_answer_reports" ADD CONSTRAINT "wrong_answer_reports_question_image_id_report_images_id_fk" FOREIGN KEY ("question_image_id") REFERENCES "public"."report_images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "wrong_answer_reports" ADD CONSTRAINT "wrong_answer_reports_wrong_answer_image_id_report_images_id_fk" FOREIGN KEY ("wrong_answer_image_id") REFERENCES "public"."report_images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "report_images_uploaded_by_idx" ON "report_images" USING btree ("uploaded_by_id");
  CREATE INDEX "report_images_updated_at_idx" ON "report_images" USING btree ("updated_at");
  CREATE INDEX "report_images_created_at_idx" ON "report_images" USING btree ("created_at");
  CREATE UNIQUE INDEX "report_images_filename_idx" ON "report_images" USING btree ("filename");
  CREATE INDEX "wrong_answer_reports_user_idx" ON "wrong_answer_reports" USING btree ("user_id");
  CREATE INDEX "wrong_answer_reports_status_idx" ON "wrong_answer_reports" USING btree ("status");
  CREATE INDEX "wrong_answer_reports_question_question_image_idx" ON "wrong_answer_reports" USING btree ("question_image_id");
  CREATE INDEX "wrong_answer_reports_wrong_answer_wrong_answer_image_idx" ON "wrong_answer_reports" USING btree ("wrong_answer_image_id");
  CREATE INDEX "wrong_answer_reports_answer_id_idx" ON "wrong_answer_reports" USING btree ("answer_id");
  CREATE INDEX "wrong_answer_reports_updated_at_idx" ON "wrong_answer_reports" USING btree ("updated_at");
  CREATE INDEX "wrong_answer_reports_created_at_idx" ON "wrong_answer_reports" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_images_fk" FOREIGN KEY ("report_images_id") REFERENCES "public"."report_images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_wrong_answer_reports_fk" FOREIGN KEY ("wrong_answer_reports_id") REFERENCES "public"."wrong_answer_reports"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_report_images_id_idx" ON "payload_locked_documents_rels" USING btree ("report_images_id");
  CREATE INDEX "payload_locked_documents_rels_wrong_answer_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("wrong_answer_reports_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "report_images" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "wrong_answer_reports" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "report_images" CASCADE;
  DROP TABLE "wrong_answer_reports" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_images_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_wrong_answer_reports_fk";
  
  DROP INDEX "payload_locked_documents_rels_report_images_id_idx";
  DROP INDEX "payload_locked_documents_rels_wrong_answer_reports_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_images_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "wrong_answer_reports_id";
  DROP TYPE "public"."enum_wrong_answer_reports_status";`)
}
