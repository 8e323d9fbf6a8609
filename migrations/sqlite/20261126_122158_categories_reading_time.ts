// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { categoriesFromLegacy } from '../../src/lib/categories/from-legacy'
import { readingMinutes } from '../../src/lib/rich-text/reading-time'

const parse = (text: unknown) => (typeof text === 'string' && text ? JSON.parse(text) : null)

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`categories_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_locales_locale_parent_id_unique\` ON \`categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`category_id\` integer REFERENCES categories(id);`)
  await db.run(sql`CREATE INDEX \`posts_category_idx\` ON \`posts\` (\`category_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`read_time_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_category_id\` integer REFERENCES categories(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_category_idx\` ON \`_posts_v\` (\`version_category_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_read_time_minutes\` numeric;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`categories_id\` integer REFERENCES categories(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  // Hand-written (issue 24): each post's free-text category (one value per language) becomes a
  // category document titled with those values, and the post links to it. Past versions take the
  // post's category (restoring one keeps the post in its category).
  const legacy = await db.all(sql`SELECT _parent_id AS "postId", _locale AS locale, category FROM posts_locales`)
  for (const category of categoriesFromLegacy(legacy)) {
    const [created] = await db.all(sql`INSERT INTO categories (slug) VALUES (${category.slug}) RETURNING id`)
    for (const [locale, title] of Object.entries(category.titles)) {
      await db.run(
        sql`INSERT INTO categories_locales (title, _locale, _parent_id) VALUES (${title}, ${locale}, ${created.id})`,
      )
    }
    for (const postId of category.postIds) {
      await db.run(sql`UPDATE posts SET category_id = ${created.id} WHERE id = ${postId}`)
    }
  }
  await db.run(sql`UPDATE _posts_v SET version_category_id = (SELECT category_id FROM posts WHERE posts.id = _posts_v.parent_id)`)
  // Reading time is now computed from each translation's body (published and versions), stored per language.
  for (const [table, column, target] of [
    ['posts_locales', 'content', 'read_time_minutes'],
    ['_posts_v_locales', 'version_content', 'version_read_time_minutes'],
  ] as const) {
    const bodies = await db.all(sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS content FROM ${sql.identifier(table)}`)
    for (const row of bodies) {
      const content = parse(row.content)
      if (!content) continue
      await db.run(
        sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(target)} = ${readingMinutes(content, row.locale)} WHERE id = ${row.id}`,
      )
    }
  }
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`read_time_minutes\`;`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`category\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_read_time_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_category\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`category\` text;`)
  // Hand-written: each translation gets its category's title back as text.
  await db.run(sql`UPDATE posts_locales SET category = (
    SELECT COALESCE(cl.title, en.title) FROM posts p
    LEFT JOIN categories_locales cl ON cl._parent_id = p.category_id AND cl._locale = posts_locales._locale
    LEFT JOIN categories_locales en ON en._parent_id = p.category_id AND en._locale = 'en'
    WHERE p.id = posts_locales._parent_id)`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`categories_locales\`;`)
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
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "slug", "hero_image_id", "published_at", "read_time_minutes", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "hero_image_id", "published_at", (SELECT read_time_minutes FROM posts_locales WHERE _parent_id = posts.id AND _locale = 'en'), "updated_at", "created_at", "deleted_at" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_hero_image_idx\` ON \`posts\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_deleted_at_idx\` ON \`posts\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
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
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_slug", "version_hero_image_id", "version_published_at", "version_read_time_minutes", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_hero_image_id", "version_published_at", NULL, "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
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
  	\`cache_tags_id\` integer,
  	\`report_images_id\` integer,
  	\`wrong_answer_reports_id\` integer,
  	\`stripe_events_id\` integer,
  	\`payments_id\` integer,
  	\`subscriptions_id\` integer,
  	\`downloads_id\` integer,
  	\`question_images_id\` integer,
  	\`answer_threads_id\` integer,
  	\`answers_id\` integer,
  	\`weekly_usage_id\` integer,
  	\`essays_id\` integer,
  	\`flashcards_id\` integer,
  	\`redirects_id\` integer,
  	\`search_id\` integer,
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
  	FOREIGN KEY (\`cache_tags_id\`) REFERENCES \`cache_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`report_images_id\`) REFERENCES \`report_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`wrong_answer_reports_id\`) REFERENCES \`wrong_answer_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`stripe_events_id\`) REFERENCES \`stripe_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payments_id\`) REFERENCES \`payments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscriptions_id\`) REFERENCES \`subscriptions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`downloads_id\`) REFERENCES \`downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`question_images_id\`) REFERENCES \`question_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answer_threads_id\`) REFERENCES \`answer_threads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`answers_id\`) REFERENCES \`answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`weekly_usage_id\`) REFERENCES \`weekly_usage\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`essays_id\`) REFERENCES \`essays\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`flashcards_id\`) REFERENCES \`flashcards\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_id\`) REFERENCES \`search\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "cache_tags_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "subscriptions_id", "downloads_id", "question_images_id", "answer_threads_id", "answers_id", "weekly_usage_id", "essays_id", "flashcards_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "cache_tags_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "subscriptions_id", "downloads_id", "question_images_id", "answer_threads_id", "answers_id", "weekly_usage_id", "essays_id", "flashcards_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cache_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`cache_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_report_images_id_idx\` ON \`payload_locked_documents_rels\` (\`report_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_wrong_answer_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`wrong_answer_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_stripe_events_id_idx\` ON \`payload_locked_documents_rels\` (\`stripe_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payments_id_idx\` ON \`payload_locked_documents_rels\` (\`payments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_downloads_id_idx\` ON \`payload_locked_documents_rels\` (\`downloads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_question_images_id_idx\` ON \`payload_locked_documents_rels\` (\`question_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answer_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`answer_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_weekly_usage_id_idx\` ON \`payload_locked_documents_rels\` (\`weekly_usage_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_essays_id_idx\` ON \`payload_locked_documents_rels\` (\`essays_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_flashcards_id_idx\` ON \`payload_locked_documents_rels\` (\`flashcards_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_id_idx\` ON \`payload_locked_documents_rels\` (\`search_id\`);`)
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`read_time_minutes\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_category\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_read_time_minutes\`;`)
}
