// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_blocks_features_items_icon" AS ENUM('ask', 'screenshot', 'rightClick', 'followUps', 'languages');
  CREATE TYPE "public"."enum_pages_blocks_call_to_action_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_features_items_icon" AS ENUM('ask', 'screenshot', 'rightClick', 'followUps', 'languages');
  CREATE TYPE "public"."enum__pages_v_blocks_call_to_action_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__pages_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_competitors_blocks_hero_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_competitors_blocks_features_items_icon" AS ENUM('ask', 'screenshot', 'rightClick', 'followUps', 'languages');
  CREATE TYPE "public"."enum_competitors_blocks_call_to_action_link_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__competitors_v_blocks_hero_cta_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum__competitors_v_blocks_features_items_icon" AS ENUM('ask', 'screenshot', 'rightClick', 'followUps', 'languages');
  CREATE TYPE "public"."enum__competitors_v_blocks_call_to_action_link_type" AS ENUM('reference', 'custom');
  CREATE TABLE "pages_blocks_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero_demo_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flash_sale_label" varchar,
  	"sale_ends_at" timestamp(3) with time zone,
  	"rating_text" varchar,
  	"headline" varchar,
  	"competitor_headline" varchar,
  	"subheadline" varchar,
  	"cta_type" "enum_pages_blocks_hero_cta_type" DEFAULT 'reference',
  	"cta_url" varchar,
  	"cta_label" varchar,
  	"demo_question" varchar,
  	"demo_answer" varchar,
  	"demo_verified_label" varchar,
  	"demo_label" varchar,
  	"platforms_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_features_items_icon" DEFAULT 'ask',
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "pages_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"other" varchar
  );
  
  CREATE TABLE "pages_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"competitor_heading" varchar,
  	"feature_label" varchar,
  	"other_label" varchar,
  	"competitor_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contact_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_type" "enum_pages_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_url" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "pages_locales" (
  	"title" varchar,
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"seo_image_id" integer,
  	"seo_keywords" varchar,
  	"machine_drafted" boolean DEFAULT false,
  	"_status" "enum_pages_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"posts_id" integer,
  	"help_articles_id" integer,
  	"competitors_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "_pages_v_blocks_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero_demo_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"flash_sale_label" varchar,
  	"sale_ends_at" timestamp(3) with time zone,
  	"rating_text" varchar,
  	"headline" varchar,
  	"competitor_headline" varchar,
  	"subheadline" varchar,
  	"cta_type" "enum__pages_v_blocks_hero_cta_type" DEFAULT 'reference',
  	"cta_url" varchar,
  	"cta_label" varchar,
  	"demo_question" varchar,
  	"demo_answer" varchar,
  	"demo_verified_label" varchar,
  	"demo_label" varchar,
  	"platforms_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_features_items_icon" DEFAULT 'ask',
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"other" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"competitor_heading" varchar,
  	"feature_label" varchar,
  	"other_label" varchar,
  	"competitor_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contact_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_type" "enum__pages_v_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pages_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pages_v_locales" (
  	"version_title" varchar,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_seo_keywords" varchar,
  	"version_machine_drafted" boolean DEFAULT false,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pages_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"posts_id" integer,
  	"help_articles_id" integer,
  	"competitors_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "competitors_blocks_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "competitors_blocks_hero_demo_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "competitors_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"flash_sale_label" varchar,
  	"sale_ends_at" timestamp(3) with time zone,
  	"rating_text" varchar,
  	"headline" varchar,
  	"competitor_headline" varchar,
  	"subheadline" varchar,
  	"cta_type" "enum_competitors_blocks_hero_cta_type" DEFAULT 'reference',
  	"cta_url" varchar,
  	"cta_label" varchar,
  	"demo_question" varchar,
  	"demo_answer" varchar,
  	"demo_verified_label" varchar,
  	"demo_label" varchar,
  	"platforms_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_competitors_blocks_features_items_icon" DEFAULT 'ask',
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "competitors_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "competitors_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"other" varchar
  );
  
  CREATE TABLE "competitors_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"competitor_heading" varchar,
  	"feature_label" varchar,
  	"other_label" varchar,
  	"competitor_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contact_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_type" "enum_competitors_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_url" varchar,
  	"link_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "competitors_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"posts_id" integer,
  	"help_articles_id" integer,
  	"competitors_id" integer,
  	"pages_id" integer
  );
  
  CREATE TABLE "_competitors_v_blocks_hero_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_hero_demo_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"flash_sale_label" varchar,
  	"sale_ends_at" timestamp(3) with time zone,
  	"rating_text" varchar,
  	"headline" varchar,
  	"competitor_headline" varchar,
  	"subheadline" varchar,
  	"cta_type" "enum__competitors_v_blocks_hero_cta_type" DEFAULT 'reference',
  	"cta_url" varchar,
  	"cta_label" varchar,
  	"demo_question" varchar,
  	"demo_answer" varchar,
  	"demo_verified_label" varchar,
  	"demo_label" varchar,
  	"platforms_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_features_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__competitors_v_blocks_features_items_icon" DEFAULT 'ask',
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_how_it_works_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_how_it_works" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_offer" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subheading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"other" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"competitor_heading" varchar,
  	"feature_label" varchar,
  	"other_label" varchar,
  	"competitor_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_testimonials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"contact_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_call_to_action" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"text" varchar,
  	"link_type" "enum__competitors_v_blocks_call_to_action_link_type" DEFAULT 'reference',
  	"link_url" varchar,
  	"link_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"content" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_blocks_media" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"media_id" integer,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_competitors_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"locale" "_locales",
  	"posts_id" integer,
  	"help_articles_id" integer,
  	"competitors_id" integer,
  	"pages_id" integer
  );
  
  ALTER TABLE "redirects_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_blocks_hero_benefits" ADD CONSTRAINT "pages_blocks_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero_demo_steps" ADD CONSTRAINT "pages_blocks_hero_demo_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features_items" ADD CONSTRAINT "pages_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_features" ADD CONSTRAINT "pages_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works_steps" ADD CONSTRAINT "pages_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_how_it_works" ADD CONSTRAINT "pages_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_offer" ADD CONSTRAINT "pages_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison_rows" ADD CONSTRAINT "pages_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_comparison" ADD CONSTRAINT "pages_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_testimonials" ADD CONSTRAINT "pages_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_faq" ADD CONSTRAINT "pages_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_call_to_action" ADD CONSTRAINT "pages_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_rich_text" ADD CONSTRAINT "pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_media" ADD CONSTRAINT "pages_blocks_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_media" ADD CONSTRAINT "pages_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_seo_image_id_media_id_fk" FOREIGN KEY ("seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_locales" ADD CONSTRAINT "pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_help_articles_fk" FOREIGN KEY ("help_articles_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_competitors_fk" FOREIGN KEY ("competitors_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_benefits" ADD CONSTRAINT "_pages_v_blocks_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero_demo_steps" ADD CONSTRAINT "_pages_v_blocks_hero_demo_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features_items" ADD CONSTRAINT "_pages_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_features" ADD CONSTRAINT "_pages_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works_steps" ADD CONSTRAINT "_pages_v_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_how_it_works" ADD CONSTRAINT "_pages_v_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_offer" ADD CONSTRAINT "_pages_v_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison_rows" ADD CONSTRAINT "_pages_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_comparison" ADD CONSTRAINT "_pages_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_testimonials" ADD CONSTRAINT "_pages_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_faq" ADD CONSTRAINT "_pages_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_call_to_action" ADD CONSTRAINT "_pages_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_rich_text" ADD CONSTRAINT "_pages_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media" ADD CONSTRAINT "_pages_v_blocks_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_media" ADD CONSTRAINT "_pages_v_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_locales" ADD CONSTRAINT "_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_help_articles_fk" FOREIGN KEY ("help_articles_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_competitors_fk" FOREIGN KEY ("competitors_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_hero_benefits" ADD CONSTRAINT "competitors_blocks_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_hero_demo_steps" ADD CONSTRAINT "competitors_blocks_hero_demo_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_hero" ADD CONSTRAINT "competitors_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_features_items" ADD CONSTRAINT "competitors_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_features" ADD CONSTRAINT "competitors_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_how_it_works_steps" ADD CONSTRAINT "competitors_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_how_it_works" ADD CONSTRAINT "competitors_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_offer" ADD CONSTRAINT "competitors_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_comparison_rows" ADD CONSTRAINT "competitors_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_comparison" ADD CONSTRAINT "competitors_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_testimonials" ADD CONSTRAINT "competitors_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_faq" ADD CONSTRAINT "competitors_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_call_to_action" ADD CONSTRAINT "competitors_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_rich_text" ADD CONSTRAINT "competitors_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_blocks_media" ADD CONSTRAINT "competitors_blocks_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "competitors_blocks_media" ADD CONSTRAINT "competitors_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_help_articles_fk" FOREIGN KEY ("help_articles_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_competitors_fk" FOREIGN KEY ("competitors_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_hero_benefits" ADD CONSTRAINT "_competitors_v_blocks_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_hero_demo_steps" ADD CONSTRAINT "_competitors_v_blocks_hero_demo_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v_blocks_hero"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_hero" ADD CONSTRAINT "_competitors_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_features_items" ADD CONSTRAINT "_competitors_v_blocks_features_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v_blocks_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_features" ADD CONSTRAINT "_competitors_v_blocks_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_how_it_works_steps" ADD CONSTRAINT "_competitors_v_blocks_how_it_works_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v_blocks_how_it_works"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_how_it_works" ADD CONSTRAINT "_competitors_v_blocks_how_it_works_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_offer" ADD CONSTRAINT "_competitors_v_blocks_offer_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_comparison_rows" ADD CONSTRAINT "_competitors_v_blocks_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v_blocks_comparison"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_comparison" ADD CONSTRAINT "_competitors_v_blocks_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_testimonials" ADD CONSTRAINT "_competitors_v_blocks_testimonials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_faq" ADD CONSTRAINT "_competitors_v_blocks_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_call_to_action" ADD CONSTRAINT "_competitors_v_blocks_call_to_action_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_rich_text" ADD CONSTRAINT "_competitors_v_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_media" ADD CONSTRAINT "_competitors_v_blocks_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_competitors_v_blocks_media" ADD CONSTRAINT "_competitors_v_blocks_media_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_help_articles_fk" FOREIGN KEY ("help_articles_id") REFERENCES "public"."help_articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_competitors_fk" FOREIGN KEY ("competitors_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_benefits_order_idx" ON "pages_blocks_hero_benefits" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_benefits_parent_id_idx" ON "pages_blocks_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_benefits_locale_idx" ON "pages_blocks_hero_benefits" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_demo_steps_order_idx" ON "pages_blocks_hero_demo_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_demo_steps_parent_id_idx" ON "pages_blocks_hero_demo_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_demo_steps_locale_idx" ON "pages_blocks_hero_demo_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_hero_locale_idx" ON "pages_blocks_hero" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_items_order_idx" ON "pages_blocks_features_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_items_parent_id_idx" ON "pages_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_items_locale_idx" ON "pages_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "pages_blocks_features_order_idx" ON "pages_blocks_features" USING btree ("_order");
  CREATE INDEX "pages_blocks_features_parent_id_idx" ON "pages_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_features_path_idx" ON "pages_blocks_features" USING btree ("_path");
  CREATE INDEX "pages_blocks_features_locale_idx" ON "pages_blocks_features" USING btree ("_locale");
  CREATE INDEX "pages_blocks_how_it_works_steps_order_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_steps_parent_id_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_steps_locale_idx" ON "pages_blocks_how_it_works_steps" USING btree ("_locale");
  CREATE INDEX "pages_blocks_how_it_works_order_idx" ON "pages_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "pages_blocks_how_it_works_parent_id_idx" ON "pages_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_how_it_works_path_idx" ON "pages_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "pages_blocks_how_it_works_locale_idx" ON "pages_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "pages_blocks_offer_order_idx" ON "pages_blocks_offer" USING btree ("_order");
  CREATE INDEX "pages_blocks_offer_parent_id_idx" ON "pages_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_offer_path_idx" ON "pages_blocks_offer" USING btree ("_path");
  CREATE INDEX "pages_blocks_offer_locale_idx" ON "pages_blocks_offer" USING btree ("_locale");
  CREATE INDEX "pages_blocks_comparison_rows_order_idx" ON "pages_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_rows_parent_id_idx" ON "pages_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_rows_locale_idx" ON "pages_blocks_comparison_rows" USING btree ("_locale");
  CREATE INDEX "pages_blocks_comparison_order_idx" ON "pages_blocks_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_comparison_parent_id_idx" ON "pages_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_comparison_path_idx" ON "pages_blocks_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_comparison_locale_idx" ON "pages_blocks_comparison" USING btree ("_locale");
  CREATE INDEX "pages_blocks_testimonials_order_idx" ON "pages_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "pages_blocks_testimonials_parent_id_idx" ON "pages_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_testimonials_path_idx" ON "pages_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "pages_blocks_testimonials_locale_idx" ON "pages_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "pages_blocks_faq_order_idx" ON "pages_blocks_faq" USING btree ("_order");
  CREATE INDEX "pages_blocks_faq_parent_id_idx" ON "pages_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_faq_path_idx" ON "pages_blocks_faq" USING btree ("_path");
  CREATE INDEX "pages_blocks_faq_locale_idx" ON "pages_blocks_faq" USING btree ("_locale");
  CREATE INDEX "pages_blocks_call_to_action_order_idx" ON "pages_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "pages_blocks_call_to_action_parent_id_idx" ON "pages_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_call_to_action_path_idx" ON "pages_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "pages_blocks_call_to_action_locale_idx" ON "pages_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "pages_blocks_rich_text_order_idx" ON "pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "pages_blocks_rich_text_parent_id_idx" ON "pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_rich_text_path_idx" ON "pages_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "pages_blocks_rich_text_locale_idx" ON "pages_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_order_idx" ON "pages_blocks_media" USING btree ("_order");
  CREATE INDEX "pages_blocks_media_parent_id_idx" ON "pages_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_media_path_idx" ON "pages_blocks_media" USING btree ("_path");
  CREATE INDEX "pages_blocks_media_locale_idx" ON "pages_blocks_media" USING btree ("_locale");
  CREATE INDEX "pages_blocks_media_media_idx" ON "pages_blocks_media" USING btree ("media_id");
  CREATE UNIQUE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages_deleted_at_idx" ON "pages" USING btree ("deleted_at");
  CREATE INDEX "pages_seo_seo_image_idx" ON "pages_locales" USING btree ("seo_image_id","_locale");
  CREATE INDEX "pages__status_idx" ON "pages_locales" USING btree ("_status","_locale");
  CREATE UNIQUE INDEX "pages_locales_locale_parent_id_unique" ON "pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "pages_rels_order_idx" ON "pages_rels" USING btree ("order");
  CREATE INDEX "pages_rels_parent_idx" ON "pages_rels" USING btree ("parent_id");
  CREATE INDEX "pages_rels_path_idx" ON "pages_rels" USING btree ("path");
  CREATE INDEX "pages_rels_locale_idx" ON "pages_rels" USING btree ("locale");
  CREATE INDEX "pages_rels_posts_id_idx" ON "pages_rels" USING btree ("posts_id","locale");
  CREATE INDEX "pages_rels_help_articles_id_idx" ON "pages_rels" USING btree ("help_articles_id","locale");
  CREATE INDEX "pages_rels_competitors_id_idx" ON "pages_rels" USING btree ("competitors_id","locale");
  CREATE INDEX "pages_rels_pages_id_idx" ON "pages_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_pages_v_blocks_hero_benefits_order_idx" ON "_pages_v_blocks_hero_benefits" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_benefits_parent_id_idx" ON "_pages_v_blocks_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_benefits_locale_idx" ON "_pages_v_blocks_hero_benefits" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_demo_steps_order_idx" ON "_pages_v_blocks_hero_demo_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_demo_steps_parent_id_idx" ON "_pages_v_blocks_hero_demo_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_demo_steps_locale_idx" ON "_pages_v_blocks_hero_demo_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_hero_locale_idx" ON "_pages_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_items_order_idx" ON "_pages_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_items_parent_id_idx" ON "_pages_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_items_locale_idx" ON "_pages_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_features_order_idx" ON "_pages_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_features_parent_id_idx" ON "_pages_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_features_path_idx" ON "_pages_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_features_locale_idx" ON "_pages_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_order_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_parent_id_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_steps_locale_idx" ON "_pages_v_blocks_how_it_works_steps" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_how_it_works_order_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_how_it_works_parent_id_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_how_it_works_path_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_how_it_works_locale_idx" ON "_pages_v_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_offer_order_idx" ON "_pages_v_blocks_offer" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_offer_parent_id_idx" ON "_pages_v_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_offer_path_idx" ON "_pages_v_blocks_offer" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_offer_locale_idx" ON "_pages_v_blocks_offer" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_comparison_rows_order_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_rows_parent_id_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_rows_locale_idx" ON "_pages_v_blocks_comparison_rows" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_comparison_order_idx" ON "_pages_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_comparison_parent_id_idx" ON "_pages_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_comparison_path_idx" ON "_pages_v_blocks_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_comparison_locale_idx" ON "_pages_v_blocks_comparison" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_testimonials_order_idx" ON "_pages_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_testimonials_parent_id_idx" ON "_pages_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_testimonials_path_idx" ON "_pages_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_testimonials_locale_idx" ON "_pages_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_faq_order_idx" ON "_pages_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_faq_parent_id_idx" ON "_pages_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_faq_path_idx" ON "_pages_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_faq_locale_idx" ON "_pages_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_call_to_action_order_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_call_to_action_parent_id_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_call_to_action_path_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_call_to_action_locale_idx" ON "_pages_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_rich_text_order_idx" ON "_pages_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_rich_text_parent_id_idx" ON "_pages_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_rich_text_path_idx" ON "_pages_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_rich_text_locale_idx" ON "_pages_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_order_idx" ON "_pages_v_blocks_media" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_media_parent_id_idx" ON "_pages_v_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_media_path_idx" ON "_pages_v_blocks_media" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_media_locale_idx" ON "_pages_v_blocks_media" USING btree ("_locale");
  CREATE INDEX "_pages_v_blocks_media_media_idx" ON "_pages_v_blocks_media" USING btree ("media_id");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version_deleted_at_idx" ON "_pages_v" USING btree ("version_deleted_at");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_snapshot_idx" ON "_pages_v" USING btree ("snapshot");
  CREATE INDEX "_pages_v_published_locale_idx" ON "_pages_v" USING btree ("published_locale");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  CREATE INDEX "_pages_v_version_seo_version_seo_image_idx" ON "_pages_v_locales" USING btree ("version_seo_image_id","_locale");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_pages_v_locales_locale_parent_id_unique" ON "_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pages_v_rels_order_idx" ON "_pages_v_rels" USING btree ("order");
  CREATE INDEX "_pages_v_rels_parent_idx" ON "_pages_v_rels" USING btree ("parent_id");
  CREATE INDEX "_pages_v_rels_path_idx" ON "_pages_v_rels" USING btree ("path");
  CREATE INDEX "_pages_v_rels_locale_idx" ON "_pages_v_rels" USING btree ("locale");
  CREATE INDEX "_pages_v_rels_posts_id_idx" ON "_pages_v_rels" USING btree ("posts_id","locale");
  CREATE INDEX "_pages_v_rels_help_articles_id_idx" ON "_pages_v_rels" USING btree ("help_articles_id","locale");
  CREATE INDEX "_pages_v_rels_competitors_id_idx" ON "_pages_v_rels" USING btree ("competitors_id","locale");
  CREATE INDEX "_pages_v_rels_pages_id_idx" ON "_pages_v_rels" USING btree ("pages_id","locale");
  CREATE INDEX "competitors_blocks_hero_benefits_order_idx" ON "competitors_blocks_hero_benefits" USING btree ("_order");
  CREATE INDEX "competitors_blocks_hero_benefits_parent_id_idx" ON "competitors_blocks_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_hero_benefits_locale_idx" ON "competitors_blocks_hero_benefits" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_hero_demo_steps_order_idx" ON "competitors_blocks_hero_demo_steps" USING btree ("_order");
  CREATE INDEX "competitors_blocks_hero_demo_steps_parent_id_idx" ON "competitors_blocks_hero_demo_steps" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_hero_demo_steps_locale_idx" ON "competitors_blocks_hero_demo_steps" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_hero_order_idx" ON "competitors_blocks_hero" USING btree ("_order");
  CREATE INDEX "competitors_blocks_hero_parent_id_idx" ON "competitors_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_hero_path_idx" ON "competitors_blocks_hero" USING btree ("_path");
  CREATE INDEX "competitors_blocks_hero_locale_idx" ON "competitors_blocks_hero" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_features_items_order_idx" ON "competitors_blocks_features_items" USING btree ("_order");
  CREATE INDEX "competitors_blocks_features_items_parent_id_idx" ON "competitors_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_features_items_locale_idx" ON "competitors_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_features_order_idx" ON "competitors_blocks_features" USING btree ("_order");
  CREATE INDEX "competitors_blocks_features_parent_id_idx" ON "competitors_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_features_path_idx" ON "competitors_blocks_features" USING btree ("_path");
  CREATE INDEX "competitors_blocks_features_locale_idx" ON "competitors_blocks_features" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_how_it_works_steps_order_idx" ON "competitors_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "competitors_blocks_how_it_works_steps_parent_id_idx" ON "competitors_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_how_it_works_steps_locale_idx" ON "competitors_blocks_how_it_works_steps" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_how_it_works_order_idx" ON "competitors_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "competitors_blocks_how_it_works_parent_id_idx" ON "competitors_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_how_it_works_path_idx" ON "competitors_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "competitors_blocks_how_it_works_locale_idx" ON "competitors_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_offer_order_idx" ON "competitors_blocks_offer" USING btree ("_order");
  CREATE INDEX "competitors_blocks_offer_parent_id_idx" ON "competitors_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_offer_path_idx" ON "competitors_blocks_offer" USING btree ("_path");
  CREATE INDEX "competitors_blocks_offer_locale_idx" ON "competitors_blocks_offer" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_comparison_rows_order_idx" ON "competitors_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "competitors_blocks_comparison_rows_parent_id_idx" ON "competitors_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_comparison_rows_locale_idx" ON "competitors_blocks_comparison_rows" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_comparison_order_idx" ON "competitors_blocks_comparison" USING btree ("_order");
  CREATE INDEX "competitors_blocks_comparison_parent_id_idx" ON "competitors_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_comparison_path_idx" ON "competitors_blocks_comparison" USING btree ("_path");
  CREATE INDEX "competitors_blocks_comparison_locale_idx" ON "competitors_blocks_comparison" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_testimonials_order_idx" ON "competitors_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "competitors_blocks_testimonials_parent_id_idx" ON "competitors_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_testimonials_path_idx" ON "competitors_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "competitors_blocks_testimonials_locale_idx" ON "competitors_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_faq_order_idx" ON "competitors_blocks_faq" USING btree ("_order");
  CREATE INDEX "competitors_blocks_faq_parent_id_idx" ON "competitors_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_faq_path_idx" ON "competitors_blocks_faq" USING btree ("_path");
  CREATE INDEX "competitors_blocks_faq_locale_idx" ON "competitors_blocks_faq" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_call_to_action_order_idx" ON "competitors_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "competitors_blocks_call_to_action_parent_id_idx" ON "competitors_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_call_to_action_path_idx" ON "competitors_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "competitors_blocks_call_to_action_locale_idx" ON "competitors_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_rich_text_order_idx" ON "competitors_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "competitors_blocks_rich_text_parent_id_idx" ON "competitors_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_rich_text_path_idx" ON "competitors_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "competitors_blocks_rich_text_locale_idx" ON "competitors_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_media_order_idx" ON "competitors_blocks_media" USING btree ("_order");
  CREATE INDEX "competitors_blocks_media_parent_id_idx" ON "competitors_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "competitors_blocks_media_path_idx" ON "competitors_blocks_media" USING btree ("_path");
  CREATE INDEX "competitors_blocks_media_locale_idx" ON "competitors_blocks_media" USING btree ("_locale");
  CREATE INDEX "competitors_blocks_media_media_idx" ON "competitors_blocks_media" USING btree ("media_id");
  CREATE INDEX "competitors_rels_order_idx" ON "competitors_rels" USING btree ("order");
  CREATE INDEX "competitors_rels_parent_idx" ON "competitors_rels" USING btree ("parent_id");
  CREATE INDEX "competitors_rels_path_idx" ON "competitors_rels" USING btree ("path");
  CREATE INDEX "competitors_rels_locale_idx" ON "competitors_rels" USING btree ("locale");
  CREATE INDEX "competitors_rels_posts_id_idx" ON "competitors_rels" USING btree ("posts_id","locale");
  CREATE INDEX "competitors_rels_help_articles_id_idx" ON "competitors_rels" USING btree ("help_articles_id","locale");
  CREATE INDEX "competitors_rels_competitors_id_idx" ON "competitors_rels" USING btree ("competitors_id","locale");
  CREATE INDEX "competitors_rels_pages_id_idx" ON "competitors_rels" USING btree ("pages_id","locale");
  CREATE INDEX "_competitors_v_blocks_hero_benefits_order_idx" ON "_competitors_v_blocks_hero_benefits" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_hero_benefits_parent_id_idx" ON "_competitors_v_blocks_hero_benefits" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_hero_benefits_locale_idx" ON "_competitors_v_blocks_hero_benefits" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_hero_demo_steps_order_idx" ON "_competitors_v_blocks_hero_demo_steps" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_hero_demo_steps_parent_id_idx" ON "_competitors_v_blocks_hero_demo_steps" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_hero_demo_steps_locale_idx" ON "_competitors_v_blocks_hero_demo_steps" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_hero_order_idx" ON "_competitors_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_hero_parent_id_idx" ON "_competitors_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_hero_path_idx" ON "_competitors_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_hero_locale_idx" ON "_competitors_v_blocks_hero" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_features_items_order_idx" ON "_competitors_v_blocks_features_items" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_features_items_parent_id_idx" ON "_competitors_v_blocks_features_items" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_features_items_locale_idx" ON "_competitors_v_blocks_features_items" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_features_order_idx" ON "_competitors_v_blocks_features" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_features_parent_id_idx" ON "_competitors_v_blocks_features" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_features_path_idx" ON "_competitors_v_blocks_features" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_features_locale_idx" ON "_competitors_v_blocks_features" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_how_it_works_steps_order_idx" ON "_competitors_v_blocks_how_it_works_steps" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_how_it_works_steps_parent_id_idx" ON "_competitors_v_blocks_how_it_works_steps" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_how_it_works_steps_locale_idx" ON "_competitors_v_blocks_how_it_works_steps" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_how_it_works_order_idx" ON "_competitors_v_blocks_how_it_works" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_how_it_works_parent_id_idx" ON "_competitors_v_blocks_how_it_works" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_how_it_works_path_idx" ON "_competitors_v_blocks_how_it_works" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_how_it_works_locale_idx" ON "_competitors_v_blocks_how_it_works" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_offer_order_idx" ON "_competitors_v_blocks_offer" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_offer_parent_id_idx" ON "_competitors_v_blocks_offer" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_offer_path_idx" ON "_competitors_v_blocks_offer" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_offer_locale_idx" ON "_competitors_v_blocks_offer" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_comparison_rows_order_idx" ON "_competitors_v_blocks_comparison_rows" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_comparison_rows_parent_id_idx" ON "_competitors_v_blocks_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_comparison_rows_locale_idx" ON "_competitors_v_blocks_comparison_rows" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_comparison_order_idx" ON "_competitors_v_blocks_comparison" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_comparison_parent_id_idx" ON "_competitors_v_blocks_comparison" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_comparison_path_idx" ON "_competitors_v_blocks_comparison" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_comparison_locale_idx" ON "_competitors_v_blocks_comparison" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_testimonials_order_idx" ON "_competitors_v_blocks_testimonials" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_testimonials_parent_id_idx" ON "_competitors_v_blocks_testimonials" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_testimonials_path_idx" ON "_competitors_v_blocks_testimonials" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_testimonials_locale_idx" ON "_competitors_v_blocks_testimonials" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_faq_order_idx" ON "_competitors_v_blocks_faq" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_faq_parent_id_idx" ON "_competitors_v_blocks_faq" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_faq_path_idx" ON "_competitors_v_blocks_faq" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_faq_locale_idx" ON "_competitors_v_blocks_faq" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_call_to_action_order_idx" ON "_competitors_v_blocks_call_to_action" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_call_to_action_parent_id_idx" ON "_competitors_v_blocks_call_to_action" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_call_to_action_path_idx" ON "_competitors_v_blocks_call_to_action" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_call_to_action_locale_idx" ON "_competitors_v_blocks_call_to_action" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_rich_text_order_idx" ON "_competitors_v_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_rich_text_parent_id_idx" ON "_competitors_v_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_rich_text_path_idx" ON "_competitors_v_blocks_rich_text" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_rich_text_locale_idx" ON "_competitors_v_blocks_rich_text" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_media_order_idx" ON "_competitors_v_blocks_media" USING btree ("_order");
  CREATE INDEX "_competitors_v_blocks_media_parent_id_idx" ON "_competitors_v_blocks_media" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_blocks_media_path_idx" ON "_competitors_v_blocks_media" USING btree ("_path");
  CREATE INDEX "_competitors_v_blocks_media_locale_idx" ON "_competitors_v_blocks_media" USING btree ("_locale");
  CREATE INDEX "_competitors_v_blocks_media_media_idx" ON "_competitors_v_blocks_media" USING btree ("media_id");
  CREATE INDEX "_competitors_v_rels_order_idx" ON "_competitors_v_rels" USING btree ("order");
  CREATE INDEX "_competitors_v_rels_parent_idx" ON "_competitors_v_rels" USING btree ("parent_id");
  CREATE INDEX "_competitors_v_rels_path_idx" ON "_competitors_v_rels" USING btree ("path");
  CREATE INDEX "_competitors_v_rels_locale_idx" ON "_competitors_v_rels" USING btree ("locale");
  CREATE INDEX "_competitors_v_rels_posts_id_idx" ON "_competitors_v_rels" USING btree ("posts_id","locale");
  CREATE INDEX "_competitors_v_rels_help_articles_id_idx" ON "_competitors_v_rels" USING btree ("help_articles_id","locale");
  CREATE INDEX "_competitors_v_rels_competitors_id_idx" ON "_competitors_v_rels" USING btree ("competitors_id","locale");
  CREATE INDEX "_competitors_v_rels_pages_id_idx" ON "_competitors_v_rels" USING btree ("pages_id","locale");
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "redirects_rels_pages_id_idx" ON "redirects_rels" USING btree ("pages_id");
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero_demo_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_how_it_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero_demo_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_how_it_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_hero_demo_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_how_it_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_blocks_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "competitors_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_hero_demo_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_features_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_how_it_works_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_how_it_works" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_offer" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_testimonials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_call_to_action" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_rich_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_blocks_media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero_benefits" CASCADE;
  DROP TABLE "pages_blocks_hero_demo_steps" CASCADE;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_features_items" CASCADE;
  DROP TABLE "pages_blocks_features" CASCADE;
  DROP TABLE "pages_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "pages_blocks_how_it_works" CASCADE;
  DROP TABLE "pages_blocks_offer" CASCADE;
  DROP TABLE "pages_blocks_comparison_rows" CASCADE;
  DROP TABLE "pages_blocks_comparison" CASCADE;
  DROP TABLE "pages_blocks_testimonials" CASCADE;
  DROP TABLE "pages_blocks_faq" CASCADE;
  DROP TABLE "pages_blocks_call_to_action" CASCADE;
  DROP TABLE "pages_blocks_rich_text" CASCADE;
  DROP TABLE "pages_blocks_media" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "pages_locales" CASCADE;
  DROP TABLE "pages_rels" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_benefits" CASCADE;
  DROP TABLE "_pages_v_blocks_hero_demo_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_features_items" CASCADE;
  DROP TABLE "_pages_v_blocks_features" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_how_it_works" CASCADE;
  DROP TABLE "_pages_v_blocks_offer" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_testimonials" CASCADE;
  DROP TABLE "_pages_v_blocks_faq" CASCADE;
  DROP TABLE "_pages_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_pages_v_blocks_rich_text" CASCADE;
  DROP TABLE "_pages_v_blocks_media" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  DROP TABLE "_pages_v_locales" CASCADE;
  DROP TABLE "_pages_v_rels" CASCADE;
  DROP TABLE "competitors_blocks_hero_benefits" CASCADE;
  DROP TABLE "competitors_blocks_hero_demo_steps" CASCADE;
  DROP TABLE "competitors_blocks_hero" CASCADE;
  DROP TABLE "competitors_blocks_features_items" CASCADE;
  DROP TABLE "competitors_blocks_features" CASCADE;
  DROP TABLE "competitors_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "competitors_blocks_how_it_works" CASCADE;
  DROP TABLE "competitors_blocks_offer" CASCADE;
  DROP TABLE "competitors_blocks_comparison_rows" CASCADE;
  DROP TABLE "competitors_blocks_comparison" CASCADE;
  DROP TABLE "competitors_blocks_testimonials" CASCADE;
  DROP TABLE "competitors_blocks_faq" CASCADE;
  DROP TABLE "competitors_blocks_call_to_action" CASCADE;
  DROP TABLE "competitors_blocks_rich_text" CASCADE;
  DROP TABLE "competitors_blocks_media" CASCADE;
  DROP TABLE "competitors_rels" CASCADE;
  DROP TABLE "_competitors_v_blocks_hero_benefits" CASCADE;
  DROP TABLE "_competitors_v_blocks_hero_demo_steps" CASCADE;
  DROP TABLE "_competitors_v_blocks_hero" CASCADE;
  DROP TABLE "_competitors_v_blocks_features_items" CASCADE;
  DROP TABLE "_competitors_v_blocks_features" CASCADE;
  DROP TABLE "_competitors_v_blocks_how_it_works_steps" CASCADE;
  DROP TABLE "_competitors_v_blocks_how_it_works" CASCADE;
  DROP TABLE "_competitors_v_blocks_offer" CASCADE;
  DROP TABLE "_competitors_v_blocks_comparison_rows" CASCADE;
  DROP TABLE "_competitors_v_blocks_comparison" CASCADE;
  DROP TABLE "_competitors_v_blocks_testimonials" CASCADE;
  DROP TABLE "_competitors_v_blocks_faq" CASCADE;
  DROP TABLE "_competitors_v_blocks_call_to_action" CASCADE;
  DROP TABLE "_competitors_v_blocks_rich_text" CASCADE;
  DROP TABLE "_competitors_v_blocks_media" CASCADE;
  DROP TABLE "_competitors_v_rels" CASCADE;
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "redirects_rels_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "redirects_rels" DROP COLUMN "pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_blocks_hero_cta_type";
  DROP TYPE "public"."enum_pages_blocks_features_items_icon";
  DROP TYPE "public"."enum_pages_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_cta_type";
  DROP TYPE "public"."enum__pages_v_blocks_features_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__pages_v_published_locale";
  DROP TYPE "public"."enum__pages_v_version_status";
  DROP TYPE "public"."enum_competitors_blocks_hero_cta_type";
  DROP TYPE "public"."enum_competitors_blocks_features_items_icon";
  DROP TYPE "public"."enum_competitors_blocks_call_to_action_link_type";
  DROP TYPE "public"."enum__competitors_v_blocks_hero_cta_type";
  DROP TYPE "public"."enum__competitors_v_blocks_features_items_icon";
  DROP TYPE "public"."enum__competitors_v_blocks_call_to_action_link_type";`)
}
