// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`competitors\` ADD \`created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`competitors_created_by_idx\` ON \`competitors\` (\`created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_competitors_v\` ADD \`version_created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_version_version_created_by_idx\` ON \`_competitors_v\` (\`version_created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`testimonials\` ADD \`created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`testimonials_created_by_idx\` ON \`testimonials\` (\`created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_testimonials_v\` ADD \`version_created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_testimonials_v_version_version_created_by_idx\` ON \`_testimonials_v\` (\`version_created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`faqs\` ADD \`created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`faqs_created_by_idx\` ON \`faqs\` (\`created_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_faqs_v\` ADD \`version_created_by_id\` integer REFERENCES users(id);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_by_idx\` ON \`_faqs_v\` (\`version_created_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
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
  await db.run(sql`INSERT INTO \`__new_competitors\`("id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at", "deleted_at") SELECT "id", "slug", "display_name", "show_in_footer", "order", "updated_at", "created_at", "deleted_at" FROM \`competitors\`;`)
  await db.run(sql`DROP TABLE \`competitors\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors\` RENAME TO \`competitors\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`competitors_slug_idx\` ON \`competitors\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`competitors_updated_at_idx\` ON \`competitors\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`competitors_created_at_idx\` ON \`competitors\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`competitors_deleted_at_idx\` ON \`competitors\` (\`deleted_at\`);`)
  await db.run(sql`CREATE TABLE \`__new__competitors_v\` (
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
  await db.run(sql`INSERT INTO \`__new__competitors_v\`("id", "parent_id", "version_slug", "version_display_name", "version_show_in_footer", "version_order", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_slug", "version_display_name", "version_show_in_footer", "version_order", "version_updated_at", "version_created_at", "version_deleted_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_competitors_v\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__competitors_v\` RENAME TO \`_competitors_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new__testimonials_v\` (
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
  await db.run(sql`INSERT INTO \`__new__testimonials_v\`("id", "parent_id", "version_name", "version_avatar_id", "version_date", "version_platform", "version_rating", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_name", "version_avatar_id", "version_date", "version_platform", "version_rating", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_testimonials_v\`;`)
  await db.run(sql`DROP TABLE \`_testimonials_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__testimonials_v\` RENAME TO \`_testimonials_v\`;`)
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
  await db.run(sql`CREATE TABLE \`__new__faqs_v\` (
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
  await db.run(sql`INSERT INTO \`__new__faqs_v\`("id", "parent_id", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave") SELECT "id", "parent_id", "version_order", "version_updated_at", "version_created_at", "created_at", "updated_at", "snapshot", "published_locale", "latest", "autosave" FROM \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__faqs_v\` RENAME TO \`_faqs_v\`;`)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_autosave_idx\` ON \`_faqs_v\` (\`autosave\`);`)
}
