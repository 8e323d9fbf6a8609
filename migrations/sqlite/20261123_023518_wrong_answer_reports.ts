// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`report_images\` (
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
  await db.run(sql`CREATE INDEX \`report_images_uploaded_by_idx\` ON \`report_images\` (\`uploaded_by_id\`);`)
  await db.run(sql`CREATE INDEX \`report_images_updated_at_idx\` ON \`report_images\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`report_images_created_at_idx\` ON \`report_images\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`report_images_filename_idx\` ON \`report_images\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`wrong_answer_reports\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`question_text\` text,
  	\`question_image_id\` integer,
  	\`wrong_answer_text\` text,
  	\`wrong_answer_image_id\` integer,
  	\`correct_answer\` text,
  	\`explanation\` text,
  	\`answer_id\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`question_image_id\`) REFERENCES \`report_images\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`wrong_answer_image_id\`) REFERENCES \`report_images\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_user_idx\` ON \`wrong_answer_reports\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_status_idx\` ON \`wrong_answer_reports\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_question_question_image_idx\` ON \`wrong_answer_reports\` (\`question_image_id\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_wrong_answer_wrong_answer_image_idx\` ON \`wrong_answer_reports\` (\`wrong_answer_image_id\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_answer_id_idx\` ON \`wrong_answer_reports\` (\`answer_id\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_updated_at_idx\` ON \`wrong_answer_reports\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`wrong_answer_reports_created_at_idx\` ON \`wrong_answer_reports\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`report_images_id\` integer REFERENCES report_images(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`wrong_answer_reports_id\` integer REFERENCES wrong_answer_reports(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_images_id_idx\` ON \`payload_locked_documents_rels\` (\`report_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wrong_answer_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`wrong_answer_reports_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`report_images\`;`)
  await db.run(sql`DROP TABLE \`wrong_answer_reports\`;`)
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
  	FOREIGN KEY (\`auth_attempts_id\`) REFERENCES \`auth_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id" FROM \`payload_locked_documents_rels\`;`)
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
}
