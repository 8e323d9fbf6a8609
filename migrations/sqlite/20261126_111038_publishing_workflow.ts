// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Hand-written (not generated): drafts came with this migration, and everything visitors could read
 * before it was live content. Each existing document and global becomes published in every locale
 * (a locale never written gets a row of its own that only carries the status, so it keeps falling
 * back to English as before), and gets a first version, so the admin's list, history and restore
 * show it (written after the migrations, by src/services/content/first-versions.ts).
 */
const DRAFTED_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'testimonials', 'faqs'] as const
const DRAFTED_GLOBALS = ['landing', 'pricing', 'legal', 'seo-routes'] as const
const tableOf = (slug: string) => slug.replace(/-/g, '_')

const LOCALE_CODES = ['en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk']

const publishExistingContent = async ({ db, payload, req }: MigrateUpArgs) => {
  const locales = LOCALE_CODES.map((code) => `SELECT '${code}' AS code`).join(' UNION ALL ')
  for (const slug of [...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS]) {
    const table = tableOf(slug)
    await db.run(sql.raw(`UPDATE \`${table}_locales\` SET \`_status\` = 'published';`))
    await db.run(
      sql.raw(
        `INSERT INTO \`${table}_locales\` (\`_locale\`, \`_parent_id\`, \`_status\`) ` +
          `SELECT l.code, d.id, 'published' FROM \`${table}\` d CROSS JOIN (${locales}) l ` +
          `WHERE NOT EXISTS (SELECT 1 FROM \`${table}_locales\` x WHERE x.\`_parent_id\` = d.id AND x.\`_locale\` = l.code);`,
      ),
    )
  }
  // First versions of this content: src/services/content/first-versions.ts, run after the migrations
  // on the running code's schema (a later migration changes what the adapter reads).
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_hero_image_id\` integer,
  	\`version_published_at\` text,
  	\`version_read_time_minutes\` numeric,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_hero_image_idx\` ON \`_posts_v\` (\`version_hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_deleted_at_idx\` ON \`_posts_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_snapshot_idx\` ON \`_posts_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_published_locale_idx\` ON \`_posts_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_autosave_idx\` ON \`_posts_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_posts_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_category\` text,
  	\`version_author\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_seo_keywords\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_posts_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v_locales\` (\`version_seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_posts_v_locales_locale_parent_id_unique\` ON \`_posts_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_help_articles_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_category_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`help_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_help_articles_v_parent_idx\` ON \`_help_articles_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version_slug_idx\` ON \`_help_articles_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version_category_idx\` ON \`_help_articles_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version_updated_at_idx\` ON \`_help_articles_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version_created_at_idx\` ON \`_help_articles_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version_deleted_at_idx\` ON \`_help_articles_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_created_at_idx\` ON \`_help_articles_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_updated_at_idx\` ON \`_help_articles_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_snapshot_idx\` ON \`_help_articles_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_published_locale_idx\` ON \`_help_articles_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_latest_idx\` ON \`_help_articles_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_autosave_idx\` ON \`_help_articles_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_help_articles_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_content\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_seo_keywords\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_help_articles_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_seo_version_seo_image_idx\` ON \`_help_articles_v_locales\` (\`version_seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_help_articles_v_version_version__status_idx\` ON \`_help_articles_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_help_articles_v_locales_locale_parent_id_unique\` ON \`_help_articles_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_version_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`competitor\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_comparison_rows_order_idx\` ON \`_competitors_v_version_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_comparison_rows_parent_id_idx\` ON \`_competitors_v_version_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_comparison_rows_locale_idx\` ON \`_competitors_v_version_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_display_name\` text,
  	\`version_show_in_footer\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_parent_idx\` ON \`_competitors_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version_slug_idx\` ON \`_competitors_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version_updated_at_idx\` ON \`_competitors_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version_created_at_idx\` ON \`_competitors_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version_deleted_at_idx\` ON \`_competitors_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_created_at_idx\` ON \`_competitors_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_updated_at_idx\` ON \`_competitors_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_snapshot_idx\` ON \`_competitors_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_published_locale_idx\` ON \`_competitors_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_latest_idx\` ON \`_competitors_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_autosave_idx\` ON \`_competitors_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_locales\` (
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_keywords\` text,
  	\`version_comparison\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version__status_idx\` ON \`_competitors_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_competitors_v_locales_locale_parent_id_unique\` ON \`_competitors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_avatar_id\` integer,
  	\`version_date\` text,
  	\`version_platform\` text,
  	\`version_rating\` numeric DEFAULT 5,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`testimonials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_parent_idx\` ON \`_testimonials_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_avatar_idx\` ON \`_testimonials_v\` (\`version_avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_updated_at_idx\` ON \`_testimonials_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_at_idx\` ON \`_testimonials_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_created_at_idx\` ON \`_testimonials_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_updated_at_idx\` ON \`_testimonials_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_snapshot_idx\` ON \`_testimonials_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_published_locale_idx\` ON \`_testimonials_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_latest_idx\` ON \`_testimonials_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_autosave_idx\` ON \`_testimonials_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_testimonials_v_locales\` (
  	\`version_school\` text,
  	\`version_content\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_testimonials_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version__status_idx\` ON \`_testimonials_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_testimonials_v_locales_locale_parent_id_unique\` ON \`_testimonials_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_autosave_idx\` ON \`_faqs_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_version_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_hero_benefits_order_idx\` ON \`_landing_v_version_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_hero_benefits_parent_id_idx\` ON \`_landing_v_version_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_hero_benefits_locale_idx\` ON \`_landing_v_version_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_features_order_idx\` ON \`_landing_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_features_parent_id_idx\` ON \`_landing_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_features_locale_idx\` ON \`_landing_v_version_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_version_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`chatbot\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_comparison_rows_order_idx\` ON \`_landing_v_version_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_comparison_rows_parent_id_idx\` ON \`_landing_v_version_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_version_comparison_rows_locale_idx\` ON \`_landing_v_version_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_hero_sale_ends_at\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_created_at_idx\` ON \`_landing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_updated_at_idx\` ON \`_landing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_snapshot_idx\` ON \`_landing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_published_locale_idx\` ON \`_landing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_latest_idx\` ON \`_landing_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_landing_v_autosave_idx\` ON \`_landing_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_landing_v_locales\` (
  	\`version_hero_flash_sale_label\` text,
  	\`version_hero_rating_text\` text,
  	\`version_hero_headline\` text,
  	\`version_hero_competitor_headline\` text,
  	\`version_hero_subheadline\` text,
  	\`version_hero_cta_label\` text,
  	\`version_comparison_heading\` text,
  	\`version_final_cta_heading\` text,
  	\`version_final_cta_text\` text,
  	\`version_final_cta_button_label\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_version__status_idx\` ON \`_landing_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_landing_v_locales_locale_parent_id_unique\` ON \`_landing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_features_order_idx\` ON \`_pricing_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_features_parent_id_idx\` ON \`_pricing_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_features_locale_idx\` ON \`_pricing_v_version_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_created_at_idx\` ON \`_pricing_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_updated_at_idx\` ON \`_pricing_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_snapshot_idx\` ON \`_pricing_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_published_locale_idx\` ON \`_pricing_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_latest_idx\` ON \`_pricing_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pricing_v_autosave_idx\` ON \`_pricing_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pricing_v_locales\` (
  	\`version_heading\` text,
  	\`version_subheading\` text,
  	\`version_guarantee\` text,
  	\`version_cta_label\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pricing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pricing_v_version_version__status_idx\` ON \`_pricing_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pricing_v_locales_locale_parent_id_unique\` ON \`_pricing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_legal_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_terms_last_updated\` text,
  	\`version_privacy_last_updated\` text,
  	\`version_cookies_last_updated\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_v_created_at_idx\` ON \`_legal_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_updated_at_idx\` ON \`_legal_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_snapshot_idx\` ON \`_legal_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_published_locale_idx\` ON \`_legal_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_latest_idx\` ON \`_legal_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_legal_v_autosave_idx\` ON \`_legal_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_legal_v_locales\` (
  	\`version_terms_title\` text,
  	\`version_terms_content\` text,
  	\`version_privacy_title\` text,
  	\`version_privacy_content\` text,
  	\`version_cookies_title\` text,
  	\`version_cookies_content\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_legal_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_legal_v_version_version__status_idx\` ON \`_legal_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_legal_v_locales_locale_parent_id_unique\` ON \`_legal_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_seo_routes_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_created_at_idx\` ON \`_seo_routes_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_updated_at_idx\` ON \`_seo_routes_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_snapshot_idx\` ON \`_seo_routes_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_published_locale_idx\` ON \`_seo_routes_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_latest_idx\` ON \`_seo_routes_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_autosave_idx\` ON \`_seo_routes_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_seo_routes_v_locales\` (
  	\`version_pricing_title\` text,
  	\`version_pricing_description\` text,
  	\`version_pricing_keywords\` text,
  	\`version_blog_title\` text,
  	\`version_blog_description\` text,
  	\`version_blog_keywords\` text,
  	\`version_help_title\` text,
  	\`version_help_description\` text,
  	\`version_help_keywords\` text,
  	\`version_terms_title\` text,
  	\`version_terms_description\` text,
  	\`version_terms_keywords\` text,
  	\`version_privacy_title\` text,
  	\`version_privacy_description\` text,
  	\`version_privacy_keywords\` text,
  	\`version_cookies_title\` text,
  	\`version_cookies_description\` text,
  	\`version_cookies_keywords\` text,
  	\`version_login_title\` text,
  	\`version_login_description\` text,
  	\`version_login_keywords\` text,
  	\`version_signup_title\` text,
  	\`version_signup_description\` text,
  	\`version_signup_keywords\` text,
  	\`version_download_title\` text,
  	\`version_download_description\` text,
  	\`version_download_keywords\` text,
  	\`version_checkout_title\` text,
  	\`version_checkout_description\` text,
  	\`version_checkout_keywords\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_seo_routes_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_seo_routes_v_version_version__status_idx\` ON \`_seo_routes_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_seo_routes_v_locales_locale_parent_id_unique\` ON \`_seo_routes_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`hero_image_id\` integer,
  	\`published_at\` text,
  	\`read_time_minutes\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "slug", "hero_image_id", "published_at", "read_time_minutes", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "hero_image_id", "published_at", "read_time_minutes", "updated_at", "created_at", NULL FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_deleted_at_idx\` ON \`posts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_help_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`category_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`help_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_help_articles\`("id", "slug", "category_id", "order", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "category_id", "order", "updated_at", "created_at", NULL FROM \`help_articles\`;`)
  await db.run(sql`DROP TABLE \`help_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_help_articles\` RENAME TO \`help_articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`help_articles_slug_idx\` ON \`help_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_category_idx\` ON \`help_articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_updated_at_idx\` ON \`help_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_created_at_idx\` ON \`help_articles\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_deleted_at_idx\` ON \`help_articles\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_competitors_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`competitor\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_competitors_comparison_rows\`("_order", "_parent_id", "_locale", "id", "feature", "studify", "competitor") SELECT "_order", "_parent_id", "_locale", "id", "feature", "studify", "competitor" FROM \`competitors_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`competitors_comparison_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors_comparison_rows\` RENAME TO \`competitors_comparison_rows\`;`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_order_idx\` ON \`competitors_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_parent_id_idx\` ON \`competitors_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_locale_idx\` ON \`competitors_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_competitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`display_name\` text,
  	\`show_in_footer\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_competitors\`("id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at", NULL FROM \`competitors\`;`)
  await db.run(sql`DROP TABLE \`competitors\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors\` RENAME TO \`competitors\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`competitors_slug_idx\` ON \`competitors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`competitors_updated_at_idx\` ON \`competitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`competitors_created_at_idx\` ON \`competitors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`competitors_deleted_at_idx\` ON \`competitors\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`avatar_id\` integer,
  	\`date\` text,
  	\`platform\` text,
  	\`rating\` numeric DEFAULT 5,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "avatar_id", "date", "platform", "rating", "order", "updated_at", "created_at") SELECT "id", "name", "avatar_id", "date", "platform", "rating", "order", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_avatar_idx\` ON \`testimonials\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_hero_benefits\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`landing_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_hero_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_hero_benefits\` RENAME TO \`landing_hero_benefits\`;`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_order_idx\` ON \`landing_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_parent_id_idx\` ON \`landing_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_locale_idx\` ON \`landing_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_features\`("_order", "_parent_id", "_locale", "id", "title", "description") SELECT "_order", "_parent_id", "_locale", "id", "title", "description" FROM \`landing_features\`;`)
  await db.run(sql`DROP TABLE \`landing_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_features\` RENAME TO \`landing_features\`;`)
  await db.run(sql`CREATE INDEX \`landing_features_order_idx\` ON \`landing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_parent_id_idx\` ON \`landing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_locale_idx\` ON \`landing_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`chatbot\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_comparison_rows\`("_order", "_parent_id", "_locale", "id", "feature", "studify", "chatbot") SELECT "_order", "_parent_id", "_locale", "id", "feature", "studify", "chatbot" FROM \`landing_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`landing_comparison_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_comparison_rows\` RENAME TO \`landing_comparison_rows\`;`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_order_idx\` ON \`landing_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_parent_id_idx\` ON \`landing_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_locale_idx\` ON \`landing_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_locales\` (
  	\`hero_flash_sale_label\` text,
  	\`hero_rating_text\` text,
  	\`hero_headline\` text,
  	\`hero_competitor_headline\` text,
  	\`hero_subheadline\` text,
  	\`hero_cta_label\` text,
  	\`comparison_heading\` text,
  	\`final_cta_heading\` text,
  	\`final_cta_text\` text,
  	\`final_cta_button_label\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_locales\`("hero_flash_sale_label", "hero_rating_text", "hero_headline", "hero_competitor_headline", "hero_subheadline", "hero_cta_label", "comparison_heading", "final_cta_heading", "final_cta_text", "final_cta_button_label", "_status", "id", "_locale", "_parent_id") SELECT "hero_flash_sale_label", "hero_rating_text", "hero_headline", "hero_competitor_headline", "hero_subheadline", "hero_cta_label", "comparison_heading", "final_cta_heading", "final_cta_text", "final_cta_button_label", 'published', "id", "_locale", "_parent_id" FROM \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_locales\` RENAME TO \`landing_locales\`;`)
  await db.run(sql`CREATE INDEX \`landing__status_idx\` ON \`landing_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_features\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`pricing_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_features\` RENAME TO \`pricing_features\`;`)
  await db.run(sql`CREATE INDEX \`pricing_features_order_idx\` ON \`pricing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_features_parent_id_idx\` ON \`pricing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_features_locale_idx\` ON \`pricing_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`terms_last_updated\` text,
  	\`privacy_last_updated\` text,
  	\`cookies_last_updated\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal\`("id", "terms_last_updated", "privacy_last_updated", "cookies_last_updated", "updated_at", "created_at") SELECT "id", "terms_last_updated", "privacy_last_updated", "cookies_last_updated", "updated_at", "created_at" FROM \`legal\`;`)
  await db.run(sql`DROP TABLE \`legal\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal\` RENAME TO \`legal\`;`)
  // Hand-edited: foreign keys stay off until every table is rebuilt (DROP TABLE of a parent would
  // cascade-delete its locales and array rows); drizzle switched them back on after the first one.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`help_articles__status_idx\` ON \`help_articles_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`competitors_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`competitors__status_idx\` ON \`competitors_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`testimonials_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`testimonials__status_idx\` ON \`testimonials_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`faqs_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`pricing_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`pricing__status_idx\` ON \`pricing_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`legal_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`legal__status_idx\` ON \`legal_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`seo_routes_locales\` ADD \`_status\` text DEFAULT 'draft';`)
  await db.run(sql`CREATE INDEX \`seo_routes__status_idx\` ON \`seo_routes_locales\` (\`_status\`,\`_locale\`);`)
  await publishExistingContent({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_help_articles_v\`;`)
  await db.run(sql`DROP TABLE \`_help_articles_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_version_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_landing_v\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v\`;`)
  await db.run(sql`DROP TABLE \`_pricing_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_legal_v\`;`)
  await db.run(sql`DROP TABLE \`_legal_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_seo_routes_v\`;`)
  await db.run(sql`DROP TABLE \`_seo_routes_v_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`hero_image_id\` integer,
  	\`published_at\` text NOT NULL,
  	\`read_time_minutes\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "slug", "hero_image_id", "published_at", "read_time_minutes", "updated_at", "created_at") SELECT "id", "slug", "hero_image_id", "published_at", "read_time_minutes", "updated_at", "created_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`posts__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_help_articles\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`category_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`help_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_help_articles\`("id", "slug", "category_id", "order", "updated_at", "created_at") SELECT "id", "slug", "category_id", "order", "updated_at", "created_at" FROM \`help_articles\`;`)
  await db.run(sql`DROP TABLE \`help_articles\`;`)
  await db.run(sql`ALTER TABLE \`__new_help_articles\` RENAME TO \`help_articles\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`help_articles_slug_idx\` ON \`help_articles\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_category_idx\` ON \`help_articles\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_updated_at_idx\` ON \`help_articles\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`help_articles_created_at_idx\` ON \`help_articles\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`help_articles__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_competitors\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`display_name\` text NOT NULL,
  	\`show_in_footer\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_competitors\`("id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at") SELECT "id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at" FROM \`competitors\`;`)
  await db.run(sql`DROP TABLE \`competitors\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors\` RENAME TO \`competitors\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`competitors_slug_idx\` ON \`competitors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`competitors_updated_at_idx\` ON \`competitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`competitors_created_at_idx\` ON \`competitors\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`competitors__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`competitors_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`testimonials__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`testimonials_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`faqs__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`faqs_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_landing_locales\` (
  	\`hero_flash_sale_label\` text,
  	\`hero_rating_text\` text,
  	\`hero_headline\` text,
  	\`hero_competitor_headline\` text NOT NULL,
  	\`hero_subheadline\` text,
  	\`hero_cta_label\` text,
  	\`comparison_heading\` text,
  	\`final_cta_heading\` text,
  	\`final_cta_text\` text,
  	\`final_cta_button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_locales\`("hero_flash_sale_label", "hero_rating_text", "hero_headline", "hero_competitor_headline", "hero_subheadline", "hero_cta_label", "comparison_heading", "final_cta_heading", "final_cta_text", "final_cta_button_label", "id", "_locale", "_parent_id") SELECT "hero_flash_sale_label", "hero_rating_text", "hero_headline", "hero_competitor_headline", "hero_subheadline", "hero_cta_label", "comparison_heading", "final_cta_heading", "final_cta_text", "final_cta_button_label", "id", "_locale", "_parent_id" FROM \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_locales\` RENAME TO \`landing_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`DROP INDEX \`pricing__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`pricing_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`legal__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`legal_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`DROP INDEX \`seo_routes__status_idx\`;`)
  await db.run(sql`ALTER TABLE \`seo_routes_locales\` DROP COLUMN \`_status\`;`)
  await db.run(sql`CREATE TABLE \`__new_competitors_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`studify\` text NOT NULL,
  	\`competitor\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_competitors_comparison_rows\`("_order", "_parent_id", "_locale", "id", "feature", "studify", "competitor") SELECT "_order", "_parent_id", "_locale", "id", "feature", "studify", "competitor" FROM \`competitors_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`competitors_comparison_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors_comparison_rows\` RENAME TO \`competitors_comparison_rows\`;`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_order_idx\` ON \`competitors_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_parent_id_idx\` ON \`competitors_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_locale_idx\` ON \`competitors_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_testimonials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`avatar_id\` integer,
  	\`date\` text NOT NULL,
  	\`platform\` text NOT NULL,
  	\`rating\` numeric DEFAULT 5 NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`avatar_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_testimonials\`("id", "name", "avatar_id", "date", "platform", "rating", "order", "updated_at", "created_at") SELECT "id", "name", "avatar_id", "date", "platform", "rating", "order", "updated_at", "created_at" FROM \`testimonials\`;`)
  await db.run(sql`DROP TABLE \`testimonials\`;`)
  await db.run(sql`ALTER TABLE \`__new_testimonials\` RENAME TO \`testimonials\`;`)
  await db.run(sql`CREATE INDEX \`testimonials_avatar_idx\` ON \`testimonials\` (\`avatar_id\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_updated_at_idx\` ON \`testimonials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_at_idx\` ON \`testimonials\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` numeric DEFAULT 0 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_faqs\`("id", "order", "updated_at", "created_at") SELECT "id", "order", "updated_at", "created_at" FROM \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`ALTER TABLE \`__new_faqs\` RENAME TO \`faqs\`;`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_hero_benefits\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`landing_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_hero_benefits\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_hero_benefits\` RENAME TO \`landing_hero_benefits\`;`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_order_idx\` ON \`landing_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_parent_id_idx\` ON \`landing_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_locale_idx\` ON \`landing_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`description\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_features\`("_order", "_parent_id", "_locale", "id", "title", "description") SELECT "_order", "_parent_id", "_locale", "id", "title", "description" FROM \`landing_features\`;`)
  await db.run(sql`DROP TABLE \`landing_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_features\` RENAME TO \`landing_features\`;`)
  await db.run(sql`CREATE INDEX \`landing_features_order_idx\` ON \`landing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_parent_id_idx\` ON \`landing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_locale_idx\` ON \`landing_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_landing_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`studify\` text NOT NULL,
  	\`chatbot\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_landing_comparison_rows\`("_order", "_parent_id", "_locale", "id", "feature", "studify", "chatbot") SELECT "_order", "_parent_id", "_locale", "id", "feature", "studify", "chatbot" FROM \`landing_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`landing_comparison_rows\`;`)
  await db.run(sql`ALTER TABLE \`__new_landing_comparison_rows\` RENAME TO \`landing_comparison_rows\`;`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_order_idx\` ON \`landing_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_parent_id_idx\` ON \`landing_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_locale_idx\` ON \`landing_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_pricing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pricing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pricing_features\`("_order", "_parent_id", "_locale", "id", "text") SELECT "_order", "_parent_id", "_locale", "id", "text" FROM \`pricing_features\`;`)
  await db.run(sql`DROP TABLE \`pricing_features\`;`)
  await db.run(sql`ALTER TABLE \`__new_pricing_features\` RENAME TO \`pricing_features\`;`)
  await db.run(sql`CREATE INDEX \`pricing_features_order_idx\` ON \`pricing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pricing_features_parent_id_idx\` ON \`pricing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pricing_features_locale_idx\` ON \`pricing_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_legal\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`terms_last_updated\` text NOT NULL,
  	\`privacy_last_updated\` text NOT NULL,
  	\`cookies_last_updated\` text NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_legal\`("id", "terms_last_updated", "privacy_last_updated", "cookies_last_updated", "updated_at", "created_at") SELECT "id", "terms_last_updated", "privacy_last_updated", "cookies_last_updated", "updated_at", "created_at" FROM \`legal\`;`)
  await db.run(sql`DROP TABLE \`legal\`;`)
  await db.run(sql`ALTER TABLE \`__new_legal\` RENAME TO \`legal\`;`)
  // Hand-edited: foreign keys stay off until every table is rebuilt (DROP TABLE of a parent would
  // cascade-delete its locales and array rows); drizzle switched them back on after the first one.
  await db.run(sql`PRAGMA foreign_keys=ON;`)
}
