// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_billing_subscription_status" AS ENUM('none', 'incomplete', 'incomplete_expired', 'trialing', 'active', 'past_due', 'canceled', 'unpaid', 'paused');
  CREATE TYPE "public"."enum_stripe_events_status" AS ENUM('processing', 'processed', 'ignored');
  CREATE TABLE "stripe_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" varchar NOT NULL,
  	"type" varchar NOT NULL,
  	"status" "enum_stripe_events_status" DEFAULT 'processing' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stripe_invoice_id" varchar NOT NULL,
  	"user_id" integer,
  	"stripe_customer_id" varchar NOT NULL,
  	"stripe_subscription_id" varchar,
  	"amount_paid" numeric NOT NULL,
  	"currency" varchar DEFAULT 'usd' NOT NULL,
  	"paid_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "billing_stripe_customer_id" varchar;
  ALTER TABLE "users" ADD COLUMN "billing_stripe_subscription_id" varchar;
  ALTER TABLE "users" ADD COLUMN "billing_subscription_status" "enum_users_billing_subscription_status" DEFAULT 'none';
  ALTER TABLE "users" ADD COLUMN "billing_current_period_end" timestamp(3) with time zone;
  ALTER TABLE "users" ADD COLUMN "billing_cancel_at_period_end" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "billing_has_used_trial" boolean DEFAULT false;
  ALTER TABLE "users" ADD COLUMN "billing_subscription_created_at" numeric;
  ALTER TABLE "users" ADD COLUMN "billing_stripe_connect_account_id" varchar;
  ALTER TABLE "users" ADD COLUMN "billing_connect_payouts_enabled" boolean DEFAULT false;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "stripe_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payments_id" integer;
  ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "stripe_events_event_id_idx" ON "stripe_events" USING btree ("event_id");
  CREATE INDEX "stripe_events_type_idx" ON "stripe_events" USING btree ("type");
  CREATE INDEX "stripe_events_updated_at_idx" ON "stripe_events" USING btree ("updated_at");
  CREATE INDEX "stripe_events_created_at_idx" ON "stripe_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payments_stripe_invoice_id_idx" ON "payments" USING btree ("stripe_invoice_id");
  CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_id");
  CREATE INDEX "payments_stripe_customer_id_idx" ON "payments" USING btree ("stripe_customer_id");
  CREATE INDEX "payments_stripe_subscription_id_idx" ON "payments" USING btree ("stripe_subscription_id");
  CREATE INDEX "payments_paid_at_idx" ON "payments" USING btree ("paid_at");
  CREATE INDEX "payments_updated_at_idx" ON "payments" USING btree ("updated_at");
  CREATE INDEX "payments_created_at_idx" ON "payments" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_stripe_events_fk" FOREIGN KEY ("stripe_events_id") REFERENCES "public"."stripe_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payments_fk" FOREIGN KEY ("payments_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_billing_billing_stripe_customer_id_idx" ON "users" USING btree ("billing_stripe_customer_id");
  CREATE INDEX "users_billing_billing_stripe_subscription_id_idx" ON "users" USING btree ("billing_stripe_subscription_id");
  CREATE INDEX "users_billing_billing_stripe_connect_account_id_idx" ON "users" USING btree ("billing_stripe_connect_account_id");
  CREATE INDEX "payload_locked_documents_rels_stripe_events_id_idx" ON "payload_locked_documents_rels" USING btree ("stripe_events_id");
  CREATE INDEX "payload_locked_documents_rels_payments_id_idx" ON "payload_locked_documents_rels" USING btree ("payments_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "stripe_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payments" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "stripe_events" CASCADE;
  DROP TABLE "payments" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_stripe_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payments_fk";
  
  DROP INDEX "users_billing_billing_stripe_customer_id_idx";
  DROP INDEX "users_billing_billing_stripe_subscription_id_idx";
  DROP INDEX "users_billing_billing_stripe_connect_account_id_idx";
  DROP INDEX "payload_locked_documents_rels_stripe_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_payments_id_idx";
  ALTER TABLE "users" DROP COLUMN "billing_stripe_customer_id";
  ALTER TABLE "users" DROP COLUMN "billing_stripe_subscription_id";
  ALTER TABLE "users" DROP COLUMN "billing_subscription_status";
  ALTER TABLE "users" DROP COLUMN "billing_current_period_end";
  ALTER TABLE "users" DROP COLUMN "billing_cancel_at_period_end";
  ALTER TABLE "users" DROP COLUMN "billing_has_used_trial";
  ALTER TABLE "users" DROP COLUMN "billing_subscription_created_at";
  ALTER TABLE "users" DROP COLUMN "billing_stripe_connect_account_id";
  ALTER TABLE "users" DROP COLUMN "billing_connect_payouts_enabled";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "stripe_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payments_id";
  DROP TYPE "public"."enum_users_billing_subscription_status";
  DROP TYPE "public"."enum_stripe_events_status";`)
}
