// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`stripe_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`event_id\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`status\` text DEFAULT 'processing' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`stripe_events_event_id_idx\` ON \`stripe_events\` (\`event_id\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_type_idx\` ON \`stripe_events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_updated_at_idx\` ON \`stripe_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`stripe_events_created_at_idx\` ON \`stripe_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stripe_invoice_id\` text NOT NULL,
  	\`user_id\` integer,
  	\`stripe_customer_id\` text NOT NULL,
  	\`stripe_subscription_id\` text,
  	\`amount_paid\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'usd' NOT NULL,
  	\`paid_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payments_stripe_invoice_id_idx\` ON \`payments\` (\`stripe_invoice_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_user_idx\` ON \`payments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_stripe_customer_id_idx\` ON \`payments\` (\`stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_stripe_subscription_id_idx\` ON \`payments\` (\`stripe_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`payments_paid_at_idx\` ON \`payments\` (\`paid_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_updated_at_idx\` ON \`payments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payments_created_at_idx\` ON \`payments\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_stripe_customer_id\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_stripe_subscription_id\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_subscription_status\` text DEFAULT 'none';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_current_period_end\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_cancel_at_period_end\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_has_used_trial\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_subscription_created_at\` numeric;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_stripe_connect_account_id\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`billing_connect_payouts_enabled\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`users_billing_billing_stripe_customer_id_idx\` ON \`users\` (\`billing_stripe_customer_id\`);`)
  await db.run(sql`CREATE INDEX \`users_billing_billing_stripe_subscription_id_idx\` ON \`users\` (\`billing_stripe_subscription_id\`);`)
  await db.run(sql`CREATE INDEX \`users_billing_billing_stripe_connect_account_id_idx\` ON \`users\` (\`billing_stripe_connect_account_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`stripe_events_id\` integer REFERENCES stripe_events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`payments_id\` integer REFERENCES payments(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`stripe_events\`;`)
  await db.run(sql`DROP TABLE \`payments\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`posts_id\` integer,
  	\`help_categories_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	\`testimonials_id\` integer,
  	\`faqs_id\` integer,
  	\`visits_id\` integer,
  	\`access_requests_id\` integer,
  	\`auth_attempts_id\` integer,
  	\`report_images_id\` integer,
  	\`wrong_answer_reports_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_categories_id\`) REFERENCES \`help_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`testimonials_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visits_id\`) REFERENCES \`visits\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`access_requests_id\`) REFERENCES \`access_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_attempts_id\`) REFERENCES \`auth_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`report_images_id\`) REFERENCES \`report_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wrong_answer_reports_id\`) REFERENCES \`wrong_answer_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "report_images_id", "wrong_answer_reports_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "report_images_id", "wrong_answer_reports_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`help_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_help_articles_id_idx\` ON \`payload_locked_documents_rels\` (\`help_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_competitors_id_idx\` ON \`payload_locked_documents_rels\` (\`competitors_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_testimonials_id_idx\` ON \`payload_locked_documents_rels\` (\`testimonials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visits_id_idx\` ON \`payload_locked_documents_rels\` (\`visits_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_access_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`access_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_images_id_idx\` ON \`payload_locked_documents_rels\` (\`report_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wrong_answer_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`wrong_answer_reports_id\`);`)
  await db.run(sql`DROP INDEX \`users_billing_billing_stripe_customer_id_idx\`;`)
  await db.run(sql`DROP INDEX \`users_billing_billing_stripe_subscription_id_idx\`;`)
  await db.run(sql`DROP INDEX \`users_billing_billing_stripe_connect_account_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_stripe_customer_id\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_stripe_subscription_id\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_subscription_status\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_current_period_end\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_cancel_at_period_end\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_has_used_trial\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_subscription_created_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_stripe_connect_account_id\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`billing_connect_payouts_enabled\`;`)
}
