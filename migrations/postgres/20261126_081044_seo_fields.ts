// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "help_articles_locales" ADD COLUMN "seo_title" varchar;
  ALTER TABLE "help_articles_locales" ADD COLUMN "seo_description" varchar;
  ALTER TABLE "help_articles_locales" ADD COLUMN "seo_image_id" integer;
  ALTER TABLE "help_articles_locales" ADD COLUMN "seo_keywords" varchar;
  ALTER TABLE "posts_locales" ADD CONSTRAINT "posts_locales_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "help_articles_locales" ADD CONSTRAINT "help_articles_locales_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_seo_seo_image_idx" ON "posts_locales" USING btree ("seo_image_id","_locale");
  CREATE INDEX "help_articles_seo_seo_image_idx" ON "help_articles_locales" USING btree ("seo_image_id","_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" DROP CONSTRAINT "posts_locales_seo_image_id_media_id_fk";
  
  ALTER TABLE "help_articles_locales" DROP CONSTRAINT "help_articles_locales_seo_image_id_media_id_fk";
  
  DROP INDEX "posts_seo_seo_image_idx";
  DROP INDEX "help_articles_seo_seo_image_idx";
  ALTER TABLE "posts_locales" DROP COLUMN "seo_image_id";
  ALTER TABLE "help_articles_locales" DROP COLUMN "seo_title";
  ALTER TABLE "help_articles_locales" DROP COLUMN "seo_description";
  ALTER TABLE "help_articles_locales" DROP COLUMN "seo_image_id";
  ALTER TABLE "help_articles_locales" DROP COLUMN "seo_keywords";`)
}
