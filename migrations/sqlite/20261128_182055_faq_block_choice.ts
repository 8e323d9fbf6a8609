// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`pages_rels_faqs_id_idx\` ON \`pages_rels\` (\`faqs_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_faqs_id_idx\` ON \`_pages_v_rels\` (\`faqs_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`competitors_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_faqs_id_idx\` ON \`competitors_rels\` (\`faqs_id\`,\`locale\`);`)
  await db.run(sql`ALTER TABLE \`_competitors_v_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_faqs_id_idx\` ON \`_competitors_v_rels\` (\`faqs_id\`,\`locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_pages_rels\`("id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id") SELECT "id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id" FROM \`pages_rels\`;`)
  await db.run(sql`DROP TABLE \`pages_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_rels\` RENAME TO \`pages_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_rels_order_idx\` ON \`pages_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_parent_idx\` ON \`pages_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_path_idx\` ON \`pages_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_locale_idx\` ON \`pages_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_posts_id_idx\` ON \`pages_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_help_articles_id_idx\` ON \`pages_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_competitors_id_idx\` ON \`pages_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`pages_rels_pages_id_idx\` ON \`pages_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__pages_v_rels\`("id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id") SELECT "id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id" FROM \`_pages_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_rels\` RENAME TO \`_pages_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_order_idx\` ON \`_pages_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_parent_idx\` ON \`_pages_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_path_idx\` ON \`_pages_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_locale_idx\` ON \`_pages_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_posts_id_idx\` ON \`_pages_v_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_help_articles_id_idx\` ON \`_pages_v_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_competitors_id_idx\` ON \`_pages_v_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_rels_pages_id_idx\` ON \`_pages_v_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`__new_competitors_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_competitors_rels\`("id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id") SELECT "id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id" FROM \`competitors_rels\`;`)
  await db.run(sql`DROP TABLE \`competitors_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_competitors_rels\` RENAME TO \`competitors_rels\`;`)
  await db.run(sql`CREATE INDEX \`competitors_rels_order_idx\` ON \`competitors_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_parent_idx\` ON \`competitors_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_path_idx\` ON \`competitors_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_locale_idx\` ON \`competitors_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_posts_id_idx\` ON \`competitors_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_help_articles_id_idx\` ON \`competitors_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_competitors_id_idx\` ON \`competitors_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`competitors_rels_pages_id_idx\` ON \`competitors_rels\` (\`pages_id\`,\`locale\`);`)
  await db.run(sql`CREATE TABLE \`__new__competitors_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__competitors_v_rels\`("id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id") SELECT "id", "order", "parent_id", "path", "locale", "posts_id", "help_articles_id", "competitors_id", "pages_id" FROM \`_competitors_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_competitors_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__competitors_v_rels\` RENAME TO \`_competitors_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_order_idx\` ON \`_competitors_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_parent_idx\` ON \`_competitors_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_path_idx\` ON \`_competitors_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_locale_idx\` ON \`_competitors_v_rels\` (\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_posts_id_idx\` ON \`_competitors_v_rels\` (\`posts_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_help_articles_id_idx\` ON \`_competitors_v_rels\` (\`help_articles_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_competitors_id_idx\` ON \`_competitors_v_rels\` (\`competitors_id\`,\`locale\`);`)
  await db.run(sql`CREATE INDEX \`_competitors_v_rels_pages_id_idx\` ON \`_competitors_v_rels\` (\`pages_id\`,\`locale\`);`)
}
