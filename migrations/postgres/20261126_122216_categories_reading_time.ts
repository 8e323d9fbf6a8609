// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { categoriesFromLegacy } from '../../src/lib/categories/from-legacy'
import { readingMinutes } from '../../src/lib/rich-text/reading-time'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts" ADD COLUMN "category_id" integer;
  ALTER TABLE "posts_locales" ADD COLUMN "read_time_minutes" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_read_time_minutes" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "categories_id" integer;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "posts" ADD CONSTRAINT "posts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "posts_category_idx" ON "posts" USING btree ("category_id");
  CREATE INDEX "_posts_v_version_version_category_idx" ON "_posts_v" USING btree ("version_category_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");`)
  // Hand-written (issue 24): each post's free-text category (one value per language) becomes a
  // category document titled with those values, and the post links to it. Past versions take the
  // post's category (restoring one keeps the post in its category).
  const legacy = await db.execute(sql`SELECT _parent_id AS "postId", _locale AS locale, category FROM posts_locales`)
  for (const category of categoriesFromLegacy(legacy.rows)) {
    const created = await db.execute(sql`INSERT INTO categories (slug) VALUES (${category.slug}) RETURNING id`)
    const id = created.rows[0].id
    for (const [locale, title] of Object.entries(category.titles)) {
      await db.execute(sql`INSERT INTO categories_locales (title, _locale, _parent_id) VALUES (${title}, ${locale}, ${id})`)
    }
    for (const postId of category.postIds) await db.execute(sql`UPDATE posts SET category_id = ${id} WHERE id = ${postId}`)
  }
  await db.execute(sql`UPDATE _posts_v SET version_category_id = (SELECT category_id FROM posts WHERE posts.id = _posts_v.parent_id)`)
  // Reading time is now computed from each translation's body (published and versions), stored per language.
  for (const [table, column, target] of [
    ['posts_locales', 'content', 'read_time_minutes'],
    ['_posts_v_locales', 'version_content', 'version_read_time_minutes'],
  ]) {
    const bodies = await db.execute(sql`SELECT id, _locale AS locale, ${sql.identifier(column)} AS content FROM ${sql.identifier(table)}`)
    for (const row of bodies.rows) {
      if (!row.content) continue
      const minutes = readingMinutes(row.content, row.locale)
      await db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.identifier(target)} = ${minutes} WHERE id = ${row.id}`)
    }
  }
  await db.execute(sql`
  ALTER TABLE "posts" DROP COLUMN "read_time_minutes";
  ALTER TABLE "posts_locales" DROP COLUMN "category";
  ALTER TABLE "_posts_v" DROP COLUMN "version_read_time_minutes";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_category";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" ADD COLUMN "category" varchar;
  UPDATE posts_locales SET category = (
    SELECT COALESCE(cl.title, en.title) FROM posts p
    LEFT JOIN categories_locales cl ON cl._parent_id = p.category_id AND cl._locale = posts_locales._locale
    LEFT JOIN categories_locales en ON en._parent_id = p.category_id AND en._locale = 'en'
    WHERE p.id = posts_locales._parent_id);
  ALTER TABLE "categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "categories_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  ALTER TABLE "posts" DROP CONSTRAINT "posts_category_id_categories_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_category_id_categories_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_categories_fk";
  
  DROP INDEX "posts_category_idx";
  DROP INDEX "_posts_v_version_version_category_idx";
  DROP INDEX "payload_locked_documents_rels_categories_id_idx";
  ALTER TABLE "posts" ADD COLUMN "read_time_minutes" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_read_time_minutes" numeric;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_category" varchar;
  ALTER TABLE "posts" DROP COLUMN "category_id";
  ALTER TABLE "posts_locales" DROP COLUMN "read_time_minutes";
  ALTER TABLE "_posts_v" DROP COLUMN "version_category_id";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_read_time_minutes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "categories_id";`)
}
