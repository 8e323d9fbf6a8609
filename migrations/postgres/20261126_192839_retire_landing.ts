// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { convertLandingToHome, readLandingTables } from '../data/landing-to-home'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-written: what editors wrote in the Landing global becomes the home page before its tables go.
  const tables = await readLandingTables(async (table) => (await db.execute(sql.raw(`SELECT * FROM "${table}"`))).rows)
  const locales = await convertLandingToHome({ payload, req, tables })
  if (locales.length > 0) payload.logger.info(`The Landing global is now the home page (${locales.join(', ')}).`)
  await db.execute(sql`
   DROP TABLE "landing_hero_benefits" CASCADE;
  DROP TABLE "landing_features" CASCADE;
  DROP TABLE "landing_comparison_rows" CASCADE;
  DROP TABLE "landing" CASCADE;
  DROP TABLE "landing_locales" CASCADE;
  DROP TABLE "_landing_v_version_hero_benefits" CASCADE;
  DROP TABLE "_landing_v_version_features" CASCADE;
  DROP TABLE "_landing_v_version_comparison_rows" CASCADE;
  DROP TABLE "_landing_v" CASCADE;
  DROP TABLE "_landing_v_locales" CASCADE;
  DROP TYPE "public"."enum_landing_status";
  DROP TYPE "public"."enum__landing_v_published_locale";
  DROP TYPE "public"."enum__landing_v_version_status";`)
}

/** Recreates the global's empty tables; the home page document keeps the content. */
export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "landing_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "landing_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "landing_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"chatbot" varchar
  );
  
  CREATE TABLE "landing" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_sale_ends_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "landing_locales" (
  	"hero_flash_sale_label" varchar,
  	"hero_rating_text" varchar,
  	"hero_headline" varchar,
  	"hero_competitor_headline" varchar,
  	"hero_subheadline" varchar,
  	"hero_cta_label" varchar,
  	"comparison_heading" varchar,
  	"final_cta_heading" varchar,
  	"final_cta_text" varchar,
  	"final_cta_button_label" varchar,
  	"machine_drafted" boolean DEFAULT false,
  	"_status" "enum_landing_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_landing_v_version_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v_version_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"chatbot" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_landing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_sale_ends_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__landing_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_landing_v_locales" (
  	"version_hero_flash_sale_label" varchar,
  	"version_hero_rating_text" varchar,
  	"version_hero_headline" varchar,
  	"version_hero_competitor_headline" varchar,
  	"version_hero_subheadline" varchar,
  	"version_hero_cta_label" varchar,
  	"version_comparison_heading" varchar,
  	"version_final_cta_heading" varchar,
  	"version_final_cta_text" varchar,
  	"version_final_cta_button_label" varchar,
  	"version_machine_drafted" boolean DEFAULT false,
  	"version__status" "enum__landing_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "landing_hero_benefits" ADD CONSTRAINT "landing_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_features" ADD CONSTRAINT "landing_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_comparison_rows" ADD CONSTRAINT "landing_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "landing_locales" ADD CONSTRAINT "landing_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."landing"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_benefits" ADD CONSTRAINT "_landing_v_version_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_features" ADD CONSTRAINT "_landing_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_comparison_rows" ADD CONSTRAINT "_landing_v_version_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_locales" ADD CONSTRAINT "_landing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "landing_hero_benefits_order_idx" ON "landing_hero_benefits" USING btree ("_order");
  CREATE INDEX "landing_hero_benefits_parent_id_idx" ON "landing_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "landing_hero_benefits_locale_idx" ON "landing_hero_benefits" USING btree ("_locale");
  CREATE INDEX "landing_features_order_idx" ON "landing_features" USING btree ("_order");
  CREATE INDEX "landing_features_parent_id_idx" ON "landing_features" USING btree ("_parent_id");
  CREATE INDEX "landing_features_locale_idx" ON "landing_features" USING btree ("_locale");
  CREATE INDEX "landing_comparison_rows_order_idx" ON "landing_comparison_rows" USING btree ("_order");
  CREATE INDEX "landing_comparison_rows_parent_id_idx" ON "landing_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "landing_comparison_rows_locale_idx" ON "landing_comparison_rows" USING btree ("_locale");
  CREATE INDEX "landing__status_idx" ON "landing_locales" USING btree ("_status","_locale");
  CREATE UNIQUE INDEX "landing_locales_locale_parent_id_unique" ON "landing_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_landing_v_version_hero_benefits_order_idx" ON "_landing_v_version_hero_benefits" USING btree ("_order");
  CREATE INDEX "_landing_v_version_hero_benefits_parent_id_idx" ON "_landing_v_version_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_hero_benefits_locale_idx" ON "_landing_v_version_hero_benefits" USING btree ("_locale");
  CREATE INDEX "_landing_v_version_features_order_idx" ON "_landing_v_version_features" USING btree ("_order");
  CREATE INDEX "_landing_v_version_features_parent_id_idx" ON "_landing_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_features_locale_idx" ON "_landing_v_version_features" USING btree ("_locale");
  CREATE INDEX "_landing_v_version_comparison_rows_order_idx" ON "_landing_v_version_comparison_rows" USING btree ("_order");
  CREATE INDEX "_landing_v_version_comparison_rows_parent_id_idx" ON "_landing_v_version_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "_landing_v_version_comparison_rows_locale_idx" ON "_landing_v_version_comparison_rows" USING btree ("_locale");
  CREATE INDEX "_landing_v_created_at_idx" ON "_landing_v" USING btree ("created_at");
  CREATE INDEX "_landing_v_updated_at_idx" ON "_landing_v" USING btree ("updated_at");
  CREATE INDEX "_landing_v_snapshot_idx" ON "_landing_v" USING btree ("snapshot");
  CREATE INDEX "_landing_v_published_locale_idx" ON "_landing_v" USING btree ("published_locale");
  CREATE INDEX "_landing_v_latest_idx" ON "_landing_v" USING btree ("latest");
  CREATE INDEX "_landing_v_autosave_idx" ON "_landing_v" USING btree ("autosave");
  CREATE INDEX "_landing_v_version_version__status_idx" ON "_landing_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_landing_v_locales_locale_parent_id_unique" ON "_landing_v_locales" USING btree ("_locale","_parent_id");`)
}
