// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscriptions_plan" AS ENUM('onboarding', 'free', 'weekly_trial', 'weekly', 'semester', 'pro_monthly', 'pro_yearly');
  CREATE TYPE "public"."enum_subscriptions_status" AS ENUM('none', 'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused');
  CREATE TYPE "public"."enum_answers_feedback" AS ENUM('helpful', 'not_helpful');
  ALTER TYPE "public"."enum_users_role" ADD VALUE 'editor' BEFORE 'user';
  ALTER TYPE "public"."enum_wrong_answer_reports_status" ADD VALUE 'rejected';
  CREATE TABLE "subscriptions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stripe_subscription_id" varchar NOT NULL,
  	"user_id" integer,
  	"plan" "enum_subscriptions_plan" NOT NULL,
  	"status" "enum_subscriptions_status" NOT NULL,
  	"monthly_amount_cents" numeric NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"trial_ends_at" timestamp(3) with time zone,
  	"converted_at" timestamp(3) with time zone,
  	"ended_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "answers" ADD COLUMN "feedback" "enum_answers_feedback";
  ALTER TABLE "answers" ADD COLUMN "feedback_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscriptions_id" integer;
  ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "subscriptions_stripe_subscription_id_idx" ON "subscriptions" USING btree ("stripe_subscription_id");
  CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");
  CREATE INDEX "subscriptions_status_idx" ON "subscriptions" USING btree ("status");
  CREATE INDEX "subscriptions_started_at_idx" ON "subscriptions" USING btree ("started_at");
  CREATE INDEX "subscriptions_trial_ends_at_idx" ON "subscriptions" USING btree ("trial_ends_at");
  CREATE INDEX "subscriptions_ended_at_idx" ON "subscriptions" USING btree ("ended_at");
  CREATE INDEX "subscriptions_updated_at_idx" ON "subscriptions" USING btree ("updated_at");
  CREATE INDEX "subscriptions_created_at_idx" ON "subscriptions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscriptions_fk" FOREIGN KEY ("subscriptions_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "answers_feedback_idx" ON "answers" USING btree ("feedback");
  CREATE INDEX "payload_locked_documents_rels_subscriptions_id_idx" ON "payload_locked_documents_rels" USING btree ("subscriptions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscriptions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscriptions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscriptions_fk";
  
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE text;
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'user'::text;
  DROP TYPE "public"."enum_users_role";
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'user');
  ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'user'::"public"."enum_users_role";
  ALTER TABLE "users" ALTER COLUMN "role" SET DATA TYPE "public"."enum_users_role" USING "role"::"public"."enum_users_role";
  ALTER TABLE "wrong_answer_reports" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "wrong_answer_reports" ALTER COLUMN "status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_wrong_answer_reports_status";
  CREATE TYPE "public"."enum_wrong_answer_reports_status" AS ENUM('pending', 'reviewing', 'resolved');
  ALTER TABLE "wrong_answer_reports" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."enum_wrong_answer_reports_status";
  ALTER TABLE "wrong_answer_reports" ALTER COLUMN "status" SET DATA TYPE "public"."enum_wrong_answer_reports_status" USING "status"::"public"."enum_wrong_answer_reports_status";
  DROP INDEX "answers_feedback_idx";
  DROP INDEX "payload_locked_documents_rels_subscriptions_id_idx";
  ALTER TABLE "answers" DROP COLUMN "feedback";
  ALTER TABLE "answers" DROP COLUMN "feedback_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscriptions_id";
  DROP TYPE "public"."enum_subscriptions_plan";
  DROP TYPE "public"."enum_subscriptions_status";
  DROP TYPE "public"."enum_answers_feedback";`)
}
