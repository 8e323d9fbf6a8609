// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`question_images\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`uploaded_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`uploaded_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`question_images_uploaded_by_idx\` ON \`question_images\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`question_images_updated_at_idx\` ON \`question_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`question_images_created_at_idx\` ON \`question_images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`question_images_filename_idx\` ON \`question_images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`answer_threads\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`title\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`answer_threads_user_idx\` ON \`answer_threads\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`answer_threads_updated_at_idx\` ON \`answer_threads\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answer_threads_created_at_idx\` ON \`answer_threads\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`thread_id\` integer NOT NULL,
  	\`question\` text,
  	\`image_id\` integer,
  	\`answer\` text,
  	\`source\` text NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`is_verified\` integer DEFAULT false,
  	\`cross_check\` text,
  	\`latency_ms\` numeric,
  	\`prompt_tokens\` numeric,
  	\`completion_tokens\` numeric,
  	\`model\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`answer_threads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`question_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`answers_user_idx\` ON \`answers\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`answers_thread_idx\` ON \`answers\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`answers_image_idx\` ON \`answers\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`answers_outcome_idx\` ON \`answers\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`answers_updated_at_idx\` ON \`answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`answers_created_at_idx\` ON \`answers\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`weekly_usage\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`week_start\` text NOT NULL,
  	\`count\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`weekly_usage_user_idx\` ON \`weekly_usage\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`weekly_usage_week_start_idx\` ON \`weekly_usage\` (\`week_start\`);`)
  await db.run(sql`CREATE INDEX \`weekly_usage_updated_at_idx\` ON \`weekly_usage\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`weekly_usage_created_at_idx\` ON \`weekly_usage\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_weekStart_idx\` ON \`weekly_usage\` (\`user_id\`,\`week_start\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`question_images_id\` integer REFERENCES question_images(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answer_threads_id\` integer REFERENCES answer_threads(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`answers_id\` integer REFERENCES answers(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`weekly_usage_id\` integer REFERENCES weekly_usage(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_question_images_id_idx\` ON \`payload_locked_documents_rels\` (\`question_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weekly_usage_id_idx\` ON \`payload_locked_documents_rels\` (\`weekly_usage_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`question_images\`;`)
  await db.run(sql`DROP TABLE \`answer_threads\`;`)
  await db.run(sql`DROP TABLE \`answers\`;`)
  await db.run(sql`DROP TABLE \`weekly_usage\`;`)
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
  	\`stripe_events_id\` integer,
  	\`payments_id\` integer,
  	\`downloads_id\` integer,
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
  	FOREIGN KEY (\`wrong_answer_reports_id\`) REFERENCES \`wrong_answer_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "downloads_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "downloads_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
}
