// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import { convertLandingToHome, readLandingTables } from '../data/landing-to-home'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-written: what editors wrote in the Landing global becomes the home page before its tables go.
  const tables = await readLandingTables((table) => db.all(sql.raw(`SELECT * FROM "${table}"`)))
  const locales = await convertLandingToHome({ payload, req, tables })
  if (locales.length > 0) payload.logger.info(`The Landing global is now the home page (${locales.join(', ')}).`)
  await db.run(sql`DROP TABLE \`landing_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`landing_features\`;`)
  await db.run(sql`DROP TABLE \`landing_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`landing\`;`)
  await db.run(sql`DROP TABLE \`landing_locales\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_hero_benefits\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_version_comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_landing_v\`;`)
  await db.run(sql`DROP TABLE \`_landing_v_locales\`;`)
}

/** Recreates the global's empty tables; the home page document keeps the content. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`landing_hero_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_order_idx\` ON \`landing_hero_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_parent_id_idx\` ON \`landing_hero_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_hero_benefits_locale_idx\` ON \`landing_hero_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing_features_order_idx\` ON \`landing_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_parent_id_idx\` ON \`landing_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_features_locale_idx\` ON \`landing_features\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing_comparison_rows\` (
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
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_order_idx\` ON \`landing_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_parent_id_idx\` ON \`landing_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`landing_comparison_rows_locale_idx\` ON \`landing_comparison_rows\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`landing\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_sale_ends_at\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`landing_locales\` (
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
  	\`machine_drafted\` integer DEFAULT false,
  	\`_status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`landing\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`landing__status_idx\` ON \`landing_locales\` (\`_status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`landing_locales_locale_parent_id_unique\` ON \`landing_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`version_machine_drafted\` integer DEFAULT false,
  	\`version__status\` text DEFAULT 'draft',
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_landing_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_landing_v_version_version__status_idx\` ON \`_landing_v_locales\` (\`version__status\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_landing_v_locales_locale_parent_id_unique\` ON \`_landing_v_locales\` (\`_locale\`,\`_parent_id\`);`)
}
