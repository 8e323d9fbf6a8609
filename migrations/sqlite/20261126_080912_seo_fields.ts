// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts_locales\` (\`seo_image_id\`,\`_locale\`);`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`seo_title\` text;`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`seo_description\` text;`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`seo_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`seo_keywords\` text;`)
  await db.run(sql`CREATE INDEX \`help_articles_seo_seo_image_idx\` ON \`help_articles_locales\` (\`seo_image_id\`,\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`category\` text,
  	\`author\` text,
  	\`content\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_keywords\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts_locales\`("title", "excerpt", "category", "author", "content", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id") SELECT "title", "excerpt", "category", "author", "content", "seo_title", "seo_description", "seo_keywords", "id", "_locale", "_parent_id" FROM \`posts_locales\`;`)
  await db.run(sql`DROP TABLE \`posts_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts_locales\` RENAME TO \`posts_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_locales_locale_parent_id_unique\` ON \`posts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_help_articles_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`content\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`help_articles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_help_articles_locales\`("title", "summary", "content", "id", "_locale", "_parent_id") SELECT "title", "summary", "content", "id", "_locale", "_parent_id" FROM \`help_articles_locales\`;`)
  await db.run(sql`DROP TABLE \`help_articles_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_help_articles_locales\` RENAME TO \`help_articles_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`help_articles_locales_locale_parent_id_unique\` ON \`help_articles_locales\` (\`_locale\`,\`_parent_id\`);`)
}
