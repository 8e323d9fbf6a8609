// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_flashcards_state" AS ENUM('new', 'learning', 'review', 'relearning');
  CREATE TABLE "flashcards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"front" varchar NOT NULL,
  	"back" varchar NOT NULL,
  	"answer_id" integer,
  	"due" timestamp(3) with time zone NOT NULL,
  	"stability" numeric NOT NULL,
  	"difficulty" numeric NOT NULL,
  	"elapsed_days" numeric NOT NULL,
  	"scheduled_days" numeric NOT NULL,
  	"learning_steps" numeric NOT NULL,
  	"reps" numeric NOT NULL,
  	"lapses" numeric NOT NULL,
  	"state" "enum_flashcards_state" NOT NULL,
  	"last_review" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "flashcards_id" integer;
  ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "flashcards" ADD CONSTRAINT "flashcards_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "flashcards_user_idx" ON "flashcards" USING btree ("user_id");
  CREATE INDEX "flashcards_answer_idx" ON "flashcards" USING btree ("answer_id");
  CREATE INDEX "flashcards_due_idx" ON "flashcards" USING btree ("due");
  CREATE INDEX "flashcards_updated_at_idx" ON "flashcards" USING btree ("updated_at");
  CREATE INDEX "flashcards_created_at_idx" ON "flashcards" USING btree ("created_at");
  CREATE INDEX "user_due_idx" ON "flashcards" USING btree ("user_id","due");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_flashcards_fk" FOREIGN KEY ("flashcards_id") REFERENCES "public"."flashcards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_flashcards_id_idx" ON "payload_locked_documents_rels" USING btree ("flashcards_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "flashcards" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "flashcards" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_flashcards_fk";
  
  DROP INDEX "payload_locked_documents_rels_flashcards_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "flashcards_id";
  DROP TYPE "public"."enum_flashcards_state";`)
}
