// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_benefits_order_idx\` ON \`pages_blocks_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_benefits_parent_id_idx\` ON \`pages_blocks_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_benefits_locale_idx\` ON \`pages_blocks_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_demo_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_demo_steps_order_idx\` ON \`pages_blocks_hero_demo_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_demo_steps_parent_id_idx\` ON \`pages_blocks_hero_demo_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_demo_steps_locale_idx\` ON \`pages_blocks_hero_demo_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flash_sale_label\` text,
  	\`sale_ends_at\` text,
  	\`rating_text\` text,
  	\`headline\` text,
  	\`competitor_headline\` text,
  	\`subheadline\` text,
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_url\` text,
  	\`cta_label\` text,
  	\`demo_question\` text,
  	\`demo_answer\` text,
  	\`demo_verified_label\` text,
  	\`demo_label\` text,
  	\`platforms_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_locale_idx\` ON \`pages_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ask',
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_order_idx\` ON \`pages_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_parent_id_idx\` ON \`pages_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_items_locale_idx\` ON \`pages_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_order_idx\` ON \`pages_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_parent_id_idx\` ON \`pages_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_path_idx\` ON \`pages_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_features_locale_idx\` ON \`pages_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_steps_order_idx\` ON \`pages_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_steps_parent_id_idx\` ON \`pages_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_steps_locale_idx\` ON \`pages_blocks_how_it_works_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_order_idx\` ON \`pages_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_parent_id_idx\` ON \`pages_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_path_idx\` ON \`pages_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_how_it_works_locale_idx\` ON \`pages_blocks_how_it_works\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_order_idx\` ON \`pages_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_parent_id_idx\` ON \`pages_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_path_idx\` ON \`pages_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_offer_locale_idx\` ON \`pages_blocks_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`other\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_order_idx\` ON \`pages_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_parent_id_idx\` ON \`pages_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_rows_locale_idx\` ON \`pages_blocks_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`competitor_heading\` text,
  	\`feature_label\` text,
  	\`other_label\` text,
  	\`competitor_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_order_idx\` ON \`pages_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_parent_id_idx\` ON \`pages_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_path_idx\` ON \`pages_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_comparison_locale_idx\` ON \`pages_blocks_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_locale_idx\` ON \`pages_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contact_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_order_idx\` ON \`pages_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_parent_id_idx\` ON \`pages_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_path_idx\` ON \`pages_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_faq_locale_idx\` ON \`pages_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_order_idx\` ON \`pages_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_parent_id_idx\` ON \`pages_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_path_idx\` ON \`pages_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_call_to_action_locale_idx\` ON \`pages_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_order_idx\` ON \`pages_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_parent_id_idx\` ON \`pages_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_path_idx\` ON \`pages_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_rich_text_locale_idx\` ON \`pages_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_order_idx\` ON \`pages_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_parent_id_idx\` ON \`pages_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_path_idx\` ON \`pages_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_locale_idx\` ON \`pages_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_media_media_idx\` ON \`pages_blocks_media\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`deleted_at\` text
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_deleted_at_idx\` ON \`pages\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`pages_locales\` (
  	\`title\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`seo_keywords\` text,
  	\`machine_drafted\` integer DEFAULT false,
  	\`_status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_seo_seo_image_idx\` ON \`pages_locales\` (\`seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_locales_locale_parent_id_unique\` ON \`pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`posts_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_help_articles_id_idx\` ON \`pages_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_competitors_id_idx\` ON \`pages_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_benefits_order_idx\` ON \`_pages_v_blocks_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_benefits_parent_id_idx\` ON \`_pages_v_blocks_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_benefits_locale_idx\` ON \`_pages_v_blocks_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_demo_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_demo_steps_order_idx\` ON \`_pages_v_blocks_hero_demo_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_demo_steps_parent_id_idx\` ON \`_pages_v_blocks_hero_demo_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_demo_steps_locale_idx\` ON \`_pages_v_blocks_hero_demo_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flash_sale_label\` text,
  	\`sale_ends_at\` text,
  	\`rating_text\` text,
  	\`headline\` text,
  	\`competitor_headline\` text,
  	\`subheadline\` text,
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_url\` text,
  	\`cta_label\` text,
  	\`demo_question\` text,
  	\`demo_answer\` text,
  	\`demo_verified_label\` text,
  	\`demo_label\` text,
  	\`platforms_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_locale_idx\` ON \`_pages_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ask',
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_order_idx\` ON \`_pages_v_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_parent_id_idx\` ON \`_pages_v_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_items_locale_idx\` ON \`_pages_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_order_idx\` ON \`_pages_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_parent_id_idx\` ON \`_pages_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_path_idx\` ON \`_pages_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_features_locale_idx\` ON \`_pages_v_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_steps_order_idx\` ON \`_pages_v_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_steps_parent_id_idx\` ON \`_pages_v_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_steps_locale_idx\` ON \`_pages_v_blocks_how_it_works_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_order_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_parent_id_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_path_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_how_it_works_locale_idx\` ON \`_pages_v_blocks_how_it_works\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_order_idx\` ON \`_pages_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_parent_id_idx\` ON \`_pages_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_path_idx\` ON \`_pages_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_offer_locale_idx\` ON \`_pages_v_blocks_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`other\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_order_idx\` ON \`_pages_v_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_parent_id_idx\` ON \`_pages_v_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_rows_locale_idx\` ON \`_pages_v_blocks_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`competitor_heading\` text,
  	\`feature_label\` text,
  	\`other_label\` text,
  	\`competitor_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_order_idx\` ON \`_pages_v_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_parent_id_idx\` ON \`_pages_v_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_path_idx\` ON \`_pages_v_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_comparison_locale_idx\` ON \`_pages_v_blocks_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_locale_idx\` ON \`_pages_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contact_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_order_idx\` ON \`_pages_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_parent_id_idx\` ON \`_pages_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_path_idx\` ON \`_pages_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_faq_locale_idx\` ON \`_pages_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_order_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_parent_id_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_path_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_call_to_action_locale_idx\` ON \`_pages_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_order_idx\` ON \`_pages_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_parent_id_idx\` ON \`_pages_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_path_idx\` ON \`_pages_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_rich_text_locale_idx\` ON \`_pages_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_order_idx\` ON \`_pages_v_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_parent_id_idx\` ON \`_pages_v_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_path_idx\` ON \`_pages_v_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_locale_idx\` ON \`_pages_v_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_media_media_idx\` ON \`_pages_v_blocks_media\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version_deleted_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_deleted_at_idx\` ON \`_pages_v\` (\`version_deleted_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_snapshot_idx\` ON \`_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_published_locale_idx\` ON \`_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_seo_keywords\` text,
  	\`version_machine_drafted\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_seo_version_seo_image_idx\` ON \`_pages_v_locales\` (\`version_seo_image_id\`,\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_pages_v_locales_locale_parent_id_unique\` ON \`_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`posts_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_help_articles_id_idx\` ON \`_pages_v_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_competitors_id_idx\` ON \`_pages_v_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_benefits_order_idx\` ON \`competitors_blocks_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_benefits_parent_id_idx\` ON \`competitors_blocks_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_benefits_locale_idx\` ON \`competitors_blocks_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_hero_demo_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_demo_steps_order_idx\` ON \`competitors_blocks_hero_demo_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_demo_steps_parent_id_idx\` ON \`competitors_blocks_hero_demo_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_demo_steps_locale_idx\` ON \`competitors_blocks_hero_demo_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`flash_sale_label\` text,
  	\`sale_ends_at\` text,
  	\`rating_text\` text,
  	\`headline\` text,
  	\`competitor_headline\` text,
  	\`subheadline\` text,
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_url\` text,
  	\`cta_label\` text,
  	\`demo_question\` text,
  	\`demo_answer\` text,
  	\`demo_verified_label\` text,
  	\`demo_label\` text,
  	\`platforms_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_order_idx\` ON \`competitors_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_parent_id_idx\` ON \`competitors_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_path_idx\` ON \`competitors_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_hero_locale_idx\` ON \`competitors_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ask',
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_items_order_idx\` ON \`competitors_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_items_parent_id_idx\` ON \`competitors_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_items_locale_idx\` ON \`competitors_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_order_idx\` ON \`competitors_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_parent_id_idx\` ON \`competitors_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_path_idx\` ON \`competitors_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_features_locale_idx\` ON \`competitors_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_steps_order_idx\` ON \`competitors_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_steps_parent_id_idx\` ON \`competitors_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_steps_locale_idx\` ON \`competitors_blocks_how_it_works_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_order_idx\` ON \`competitors_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_parent_id_idx\` ON \`competitors_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_path_idx\` ON \`competitors_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_how_it_works_locale_idx\` ON \`competitors_blocks_how_it_works\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_offer_order_idx\` ON \`competitors_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_offer_parent_id_idx\` ON \`competitors_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_offer_path_idx\` ON \`competitors_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_offer_locale_idx\` ON \`competitors_blocks_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`other\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_rows_order_idx\` ON \`competitors_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_rows_parent_id_idx\` ON \`competitors_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_rows_locale_idx\` ON \`competitors_blocks_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`competitor_heading\` text,
  	\`feature_label\` text,
  	\`other_label\` text,
  	\`competitor_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_order_idx\` ON \`competitors_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_parent_id_idx\` ON \`competitors_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_path_idx\` ON \`competitors_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_comparison_locale_idx\` ON \`competitors_blocks_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_testimonials_order_idx\` ON \`competitors_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_testimonials_parent_id_idx\` ON \`competitors_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_testimonials_path_idx\` ON \`competitors_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_testimonials_locale_idx\` ON \`competitors_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contact_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_faq_order_idx\` ON \`competitors_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_faq_parent_id_idx\` ON \`competitors_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_faq_path_idx\` ON \`competitors_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_faq_locale_idx\` ON \`competitors_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_url\` text,
  	\`link_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_call_to_action_order_idx\` ON \`competitors_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_call_to_action_parent_id_idx\` ON \`competitors_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_call_to_action_path_idx\` ON \`competitors_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_call_to_action_locale_idx\` ON \`competitors_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_rich_text_order_idx\` ON \`competitors_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_rich_text_parent_id_idx\` ON \`competitors_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_rich_text_path_idx\` ON \`competitors_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_rich_text_locale_idx\` ON \`competitors_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`competitors_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_blocks_media_order_idx\` ON \`competitors_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_media_parent_id_idx\` ON \`competitors_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_media_path_idx\` ON \`competitors_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_media_locale_idx\` ON \`competitors_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_blocks_media_media_idx\` ON \`competitors_blocks_media\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`competitors_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`posts_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_rels_order_idx\` ON \`competitors_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_parent_idx\` ON \`competitors_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_path_idx\` ON \`competitors_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_locale_idx\` ON \`competitors_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_posts_id_idx\` ON \`competitors_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_help_articles_id_idx\` ON \`competitors_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_competitors_id_idx\` ON \`competitors_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_pages_id_idx\` ON \`competitors_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_benefits_order_idx\` ON \`_competitors_v_blocks_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_benefits_parent_id_idx\` ON \`_competitors_v_blocks_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_benefits_locale_idx\` ON \`_competitors_v_blocks_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_hero_demo_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v_blocks_hero\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_demo_steps_order_idx\` ON \`_competitors_v_blocks_hero_demo_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_demo_steps_parent_id_idx\` ON \`_competitors_v_blocks_hero_demo_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_demo_steps_locale_idx\` ON \`_competitors_v_blocks_hero_demo_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`flash_sale_label\` text,
  	\`sale_ends_at\` text,
  	\`rating_text\` text,
  	\`headline\` text,
  	\`competitor_headline\` text,
  	\`subheadline\` text,
  	\`cta_type\` text DEFAULT 'reference',
  	\`cta_url\` text,
  	\`cta_label\` text,
  	\`demo_question\` text,
  	\`demo_answer\` text,
  	\`demo_verified_label\` text,
  	\`demo_label\` text,
  	\`platforms_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_order_idx\` ON \`_competitors_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_parent_id_idx\` ON \`_competitors_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_path_idx\` ON \`_competitors_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_hero_locale_idx\` ON \`_competitors_v_blocks_hero\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_features_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'ask',
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v_blocks_features\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_items_order_idx\` ON \`_competitors_v_blocks_features_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_items_parent_id_idx\` ON \`_competitors_v_blocks_features_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_items_locale_idx\` ON \`_competitors_v_blocks_features_items\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_order_idx\` ON \`_competitors_v_blocks_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_parent_id_idx\` ON \`_competitors_v_blocks_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_path_idx\` ON \`_competitors_v_blocks_features\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_features_locale_idx\` ON \`_competitors_v_blocks_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_how_it_works_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v_blocks_how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_steps_order_idx\` ON \`_competitors_v_blocks_how_it_works_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_steps_parent_id_idx\` ON \`_competitors_v_blocks_how_it_works_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_steps_locale_idx\` ON \`_competitors_v_blocks_how_it_works_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_how_it_works\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_order_idx\` ON \`_competitors_v_blocks_how_it_works\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_parent_id_idx\` ON \`_competitors_v_blocks_how_it_works\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_path_idx\` ON \`_competitors_v_blocks_how_it_works\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_how_it_works_locale_idx\` ON \`_competitors_v_blocks_how_it_works\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_offer\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subheading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_offer_order_idx\` ON \`_competitors_v_blocks_offer\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_offer_parent_id_idx\` ON \`_competitors_v_blocks_offer\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_offer_path_idx\` ON \`_competitors_v_blocks_offer\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_offer_locale_idx\` ON \`_competitors_v_blocks_offer\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`feature\` text,
  	\`studify\` text,
  	\`other\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v_blocks_comparison\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_rows_order_idx\` ON \`_competitors_v_blocks_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_rows_parent_id_idx\` ON \`_competitors_v_blocks_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_rows_locale_idx\` ON \`_competitors_v_blocks_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`competitor_heading\` text,
  	\`feature_label\` text,
  	\`other_label\` text,
  	\`competitor_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_order_idx\` ON \`_competitors_v_blocks_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_parent_id_idx\` ON \`_competitors_v_blocks_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_path_idx\` ON \`_competitors_v_blocks_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_comparison_locale_idx\` ON \`_competitors_v_blocks_comparison\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_testimonials_order_idx\` ON \`_competitors_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_testimonials_parent_id_idx\` ON \`_competitors_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_testimonials_path_idx\` ON \`_competitors_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_testimonials_locale_idx\` ON \`_competitors_v_blocks_testimonials\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`contact_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_faq_order_idx\` ON \`_competitors_v_blocks_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_faq_parent_id_idx\` ON \`_competitors_v_blocks_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_faq_path_idx\` ON \`_competitors_v_blocks_faq\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_faq_locale_idx\` ON \`_competitors_v_blocks_faq\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_call_to_action\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`link_type\` text DEFAULT 'reference',
  	\`link_url\` text,
  	\`link_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_call_to_action_order_idx\` ON \`_competitors_v_blocks_call_to_action\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_call_to_action_parent_id_idx\` ON \`_competitors_v_blocks_call_to_action\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_call_to_action_path_idx\` ON \`_competitors_v_blocks_call_to_action\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_call_to_action_locale_idx\` ON \`_competitors_v_blocks_call_to_action\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_rich_text\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`content\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_rich_text_order_idx\` ON \`_competitors_v_blocks_rich_text\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_rich_text_parent_id_idx\` ON \`_competitors_v_blocks_rich_text\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_rich_text_path_idx\` ON \`_competitors_v_blocks_rich_text\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_rich_text_locale_idx\` ON \`_competitors_v_blocks_rich_text\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_blocks_media\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`media_id\` integer,
  	\`caption\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_media_order_idx\` ON \`_competitors_v_blocks_media\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_media_parent_id_idx\` ON \`_competitors_v_blocks_media\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_media_path_idx\` ON \`_competitors_v_blocks_media\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_media_locale_idx\` ON \`_competitors_v_blocks_media\` (\`_locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_blocks_media_media_idx\` ON \`_competitors_v_blocks_media\` (\`media_id\`);`)
  await db.run(sql`CREATE TABLE \`_competitors_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`locale\` text,
  	\`posts_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_competitors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_order_idx\` ON \`_competitors_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_parent_idx\` ON \`_competitors_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_path_idx\` ON \`_competitors_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_locale_idx\` ON \`_competitors_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_posts_id_idx\` ON \`_competitors_v_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_help_articles_id_idx\` ON \`_competitors_v_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_competitors_id_idx\` ON \`_competitors_v_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_pages_id_idx\` ON \`_competitors_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_demo_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`pages_locales\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_demo_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_hero_demo_steps\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`competitors_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`competitors_rels\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_hero_demo_steps\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_features_items\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_features\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_how_it_works_steps\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_how_it_works\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_offer\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_comparison\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_faq\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_call_to_action\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_rich_text\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_blocks_media\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`posts_id\` integer,
  	\`help_articles_id\` integer,
  	\`competitors_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`help_articles_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`competitors_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "posts_id", "help_articles_id", "competitors_id") SELECT "id", "order", "parent_id", "path", "posts_id", "help_articles_id", "competitors_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_help_articles_id_idx\` ON \`redirects_rels\` (\`help_articles_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_competitors_id_idx\` ON \`redirects_rels\` (\`competitors_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
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
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "categories_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "cache_tags_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "subscriptions_id", "downloads_id", "question_images_id", "answer_threads_id", "answers_id", "weekly_usage_id", "essays_id", "flashcards_id", "redirects_id", "search_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "posts_id", "categories_id", "help_categories_id", "help_articles_id", "competitors_id", "testimonials_id", "faqs_id", "visits_id", "access_requests_id", "auth_attempts_id", "cache_tags_id", "report_images_id", "wrong_answer_reports_id", "stripe_events_id", "payments_id", "subscriptions_id", "downloads_id", "question_images_id", "answer_threads_id", "answers_id", "weekly_usage_id", "essays_id", "flashcards_id", "redirects_id", "search_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
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
}
