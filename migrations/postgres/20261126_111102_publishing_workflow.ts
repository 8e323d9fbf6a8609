// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/*
 * Hand-written (not generated): drafts came with this migration, and everything visitors could read
 * before it was live content. Each existing document and global becomes published in every locale
 * (a locale never written gets a row of its own that only carries the status, so it keeps falling
 * back to English as before), and gets a first version, so the admin's list, history and restore
 * show it (written after the migrations, by src/services/content/first-versions.ts).
 */
const DRAFTED_COLLECTIONS = ['posts', 'help-articles', 'competitors', 'testimonials', 'faqs'] as const
const DRAFTED_GLOBALS = ['landing', 'pricing', 'legal', 'seo-routes'] as const
const tableOf = (slug: string) => slug.replace(/-/g, '_')

const publishExistingContent = async ({ db, payload, req }: MigrateUpArgs) => {
  for (const slug of [...DRAFTED_COLLECTIONS, ...DRAFTED_GLOBALS]) {
    const table = tableOf(slug)
    await db.execute(sql.raw(`UPDATE "${table}_locales" SET "_status" = 'published';`))
    await db.execute(
      sql.raw(
        `INSERT INTO "${table}_locales" ("_locale", "_parent_id", "_status") ` +
          `SELECT l.code, d.id, 'published' FROM "${table}" d CROSS JOIN unnest(enum_range(NULL::"public"."_locales")) AS l(code) ` +
          `WHERE NOT EXISTS (SELECT 1 FROM "${table}_locales" x WHERE x."_parent_id" = d.id AND x."_locale" = l.code);`,
      ),
    )
  }
  // First versions of this content: src/services/content/first-versions.ts, run after the migrations
  // on the running code's schema (a later migration changes what the adapter reads).
}

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__posts_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_help_articles_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__help_articles_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__help_articles_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_competitors_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__competitors_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__competitors_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_platform" AS ENUM('twitter', 'google', 'trustpilot');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_landing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__landing_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__landing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_pricing_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pricing_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__pricing_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_legal_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__legal_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__legal_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_seo_routes_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__seo_routes_v_published_locale" AS ENUM('en', 'fr', 'de', 'it', 'es', 'pt', 'zh', 'ja', 'ko', 'ru', 'ar', 'hi', 'cs', 'sk');
  CREATE TYPE "public"."enum__seo_routes_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_hero_image_id" integer,
  	"version_published_at" timestamp(3) with time zone,
  	"version_read_time_minutes" numeric,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_category" varchar,
  	"version_author" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_seo_keywords" varchar,
  	"version__status" "enum__posts_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_help_articles_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_category_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__help_articles_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_help_articles_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_content" jsonb,
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_image_id" integer,
  	"version_seo_keywords" varchar,
  	"version__status" "enum__help_articles_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_competitors_v_version_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"feature" varchar,
  	"studify" varchar,
  	"competitor" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_competitors_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_display_name" varchar,
  	"version_show_in_footer" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__competitors_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_competitors_v_locales" (
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_seo_keywords" varchar,
  	"version_comparison" varchar,
  	"version__status" "enum__competitors_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_avatar_id" integer,
  	"version_date" timestamp(3) with time zone,
  	"version_platform" "enum__testimonials_v_version_platform",
  	"version_rating" numeric DEFAULT 5,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_school" varchar,
  	"version_content" varchar,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" varchar,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
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
  	"version__status" "enum__landing_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_pricing_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pricing_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__pricing_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_pricing_v_locales" (
  	"version_heading" varchar,
  	"version_subheading" varchar,
  	"version_guarantee" varchar,
  	"version_cta_label" varchar,
  	"version__status" "enum__pricing_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_legal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_terms_last_updated" timestamp(3) with time zone,
  	"version_privacy_last_updated" timestamp(3) with time zone,
  	"version_cookies_last_updated" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__legal_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_legal_v_locales" (
  	"version_terms_title" varchar,
  	"version_terms_content" jsonb,
  	"version_privacy_title" varchar,
  	"version_privacy_content" jsonb,
  	"version_cookies_title" varchar,
  	"version_cookies_content" jsonb,
  	"version__status" "enum__legal_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_seo_routes_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__seo_routes_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_seo_routes_v_locales" (
  	"version_pricing_title" varchar,
  	"version_pricing_description" varchar,
  	"version_pricing_keywords" varchar,
  	"version_blog_title" varchar,
  	"version_blog_description" varchar,
  	"version_blog_keywords" varchar,
  	"version_help_title" varchar,
  	"version_help_description" varchar,
  	"version_help_keywords" varchar,
  	"version_terms_title" varchar,
  	"version_terms_description" varchar,
  	"version_terms_keywords" varchar,
  	"version_privacy_title" varchar,
  	"version_privacy_description" varchar,
  	"version_privacy_keywords" varchar,
  	"version_cookies_title" varchar,
  	"version_cookies_description" varchar,
  	"version_cookies_keywords" varchar,
  	"version_login_title" varchar,
  	"version_login_description" varchar,
  	"version_login_keywords" varchar,
  	"version_signup_title" varchar,
  	"version_signup_description" varchar,
  	"version_signup_keywords" varchar,
  	"version_download_title" varchar,
  	"version_download_description" varchar,
  	"version_download_keywords" varchar,
  	"version_checkout_title" varchar,
  	"version_checkout_description" varchar,
  	"version_checkout_keywords" varchar,
  	"version__status" "enum__seo_routes_v_version_status" DEFAULT 'draft',
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "published_at" DROP NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "read_time_minutes" DROP NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "category_id" DROP NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "studify" DROP NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "competitor" DROP NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "display_name" DROP NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "date" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "platform" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" DROP NOT NULL;
  ALTER TABLE "landing_hero_benefits" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "landing_features" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "landing_features" ALTER COLUMN "description" DROP NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "feature" DROP NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "studify" DROP NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "chatbot" DROP NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_competitor_headline" DROP NOT NULL;
  ALTER TABLE "pricing_features" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "terms_last_updated" DROP NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "privacy_last_updated" DROP NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "cookies_last_updated" DROP NOT NULL;
  ALTER TABLE "posts" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "posts_locales" ADD COLUMN "_status" "enum_posts_status" DEFAULT 'draft';
  ALTER TABLE "help_articles" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "help_articles_locales" ADD COLUMN "_status" "enum_help_articles_status" DEFAULT 'draft';
  ALTER TABLE "competitors" ADD COLUMN "deleted_at" timestamp(3) with time zone;
  ALTER TABLE "competitors_locales" ADD COLUMN "_status" "enum_competitors_status" DEFAULT 'draft';
  ALTER TABLE "testimonials_locales" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "faqs_locales" ADD COLUMN "_status" "enum_faqs_status" DEFAULT 'draft';
  ALTER TABLE "landing_locales" ADD COLUMN "_status" "enum_landing_status" DEFAULT 'draft';
  ALTER TABLE "pricing_locales" ADD COLUMN "_status" "enum_pricing_status" DEFAULT 'draft';
  ALTER TABLE "legal_locales" ADD COLUMN "_status" "enum_legal_status" DEFAULT 'draft';
  ALTER TABLE "seo_routes_locales" ADD COLUMN "_status" "enum_seo_routes_status" DEFAULT 'draft';
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_parent_id_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_hero_image_id_media_id_fk" FOREIGN KEY ("version_hero_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v_locales" ADD CONSTRAINT "_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_help_articles_v" ADD CONSTRAINT "_help_articles_v_parent_id_help_articles_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."help_articles"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_help_articles_v" ADD CONSTRAINT "_help_articles_v_version_category_id_help_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."help_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_help_articles_v_locales" ADD CONSTRAINT "_help_articles_v_locales_version_seo_image_id_media_id_fk" FOREIGN KEY ("version_seo_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_help_articles_v_locales" ADD CONSTRAINT "_help_articles_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_help_articles_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_version_comparison_rows" ADD CONSTRAINT "_competitors_v_version_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v" ADD CONSTRAINT "_competitors_v_parent_id_competitors_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."competitors"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_competitors_v_locales" ADD CONSTRAINT "_competitors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_competitors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_avatar_id_media_id_fk" FOREIGN KEY ("version_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_hero_benefits" ADD CONSTRAINT "_landing_v_version_hero_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_features" ADD CONSTRAINT "_landing_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_version_comparison_rows" ADD CONSTRAINT "_landing_v_version_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_landing_v_locales" ADD CONSTRAINT "_landing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_landing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_version_features" ADD CONSTRAINT "_pricing_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pricing_v_locales" ADD CONSTRAINT "_pricing_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pricing_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_legal_v_locales" ADD CONSTRAINT "_legal_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_seo_routes_v_locales" ADD CONSTRAINT "_seo_routes_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_seo_routes_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_posts_v_parent_idx" ON "_posts_v" USING btree ("parent_id");
  CREATE INDEX "_posts_v_version_version_slug_idx" ON "_posts_v" USING btree ("version_slug");
  CREATE INDEX "_posts_v_version_version_hero_image_idx" ON "_posts_v" USING btree ("version_hero_image_id");
  CREATE INDEX "_posts_v_version_version_updated_at_idx" ON "_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_posts_v_version_version_created_at_idx" ON "_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_posts_v_version_version_deleted_at_idx" ON "_posts_v" USING btree ("version_deleted_at");
  CREATE INDEX "_posts_v_created_at_idx" ON "_posts_v" USING btree ("created_at");
  CREATE INDEX "_posts_v_updated_at_idx" ON "_posts_v" USING btree ("updated_at");
  CREATE INDEX "_posts_v_snapshot_idx" ON "_posts_v" USING btree ("snapshot");
  CREATE INDEX "_posts_v_published_locale_idx" ON "_posts_v" USING btree ("published_locale");
  CREATE INDEX "_posts_v_latest_idx" ON "_posts_v" USING btree ("latest");
  CREATE INDEX "_posts_v_autosave_idx" ON "_posts_v" USING btree ("autosave");
  CREATE INDEX "_posts_v_version_seo_version_seo_image_idx" ON "_posts_v_locales" USING btree ("version_seo_image_id","_locale");
  CREATE INDEX "_posts_v_version_version__status_idx" ON "_posts_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_posts_v_locales_locale_parent_id_unique" ON "_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_help_articles_v_parent_idx" ON "_help_articles_v" USING btree ("parent_id");
  CREATE INDEX "_help_articles_v_version_version_slug_idx" ON "_help_articles_v" USING btree ("version_slug");
  CREATE INDEX "_help_articles_v_version_version_category_idx" ON "_help_articles_v" USING btree ("version_category_id");
  CREATE INDEX "_help_articles_v_version_version_updated_at_idx" ON "_help_articles_v" USING btree ("version_updated_at");
  CREATE INDEX "_help_articles_v_version_version_created_at_idx" ON "_help_articles_v" USING btree ("version_created_at");
  CREATE INDEX "_help_articles_v_version_version_deleted_at_idx" ON "_help_articles_v" USING btree ("version_deleted_at");
  CREATE INDEX "_help_articles_v_created_at_idx" ON "_help_articles_v" USING btree ("created_at");
  CREATE INDEX "_help_articles_v_updated_at_idx" ON "_help_articles_v" USING btree ("updated_at");
  CREATE INDEX "_help_articles_v_snapshot_idx" ON "_help_articles_v" USING btree ("snapshot");
  CREATE INDEX "_help_articles_v_published_locale_idx" ON "_help_articles_v" USING btree ("published_locale");
  CREATE INDEX "_help_articles_v_latest_idx" ON "_help_articles_v" USING btree ("latest");
  CREATE INDEX "_help_articles_v_autosave_idx" ON "_help_articles_v" USING btree ("autosave");
  CREATE INDEX "_help_articles_v_version_seo_version_seo_image_idx" ON "_help_articles_v_locales" USING btree ("version_seo_image_id","_locale");
  CREATE INDEX "_help_articles_v_version_version__status_idx" ON "_help_articles_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_help_articles_v_locales_locale_parent_id_unique" ON "_help_articles_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_competitors_v_version_comparison_rows_order_idx" ON "_competitors_v_version_comparison_rows" USING btree ("_order");
  CREATE INDEX "_competitors_v_version_comparison_rows_parent_id_idx" ON "_competitors_v_version_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "_competitors_v_version_comparison_rows_locale_idx" ON "_competitors_v_version_comparison_rows" USING btree ("_locale");
  CREATE INDEX "_competitors_v_parent_idx" ON "_competitors_v" USING btree ("parent_id");
  CREATE INDEX "_competitors_v_version_version_slug_idx" ON "_competitors_v" USING btree ("version_slug");
  CREATE INDEX "_competitors_v_version_version_updated_at_idx" ON "_competitors_v" USING btree ("version_updated_at");
  CREATE INDEX "_competitors_v_version_version_created_at_idx" ON "_competitors_v" USING btree ("version_created_at");
  CREATE INDEX "_competitors_v_version_version_deleted_at_idx" ON "_competitors_v" USING btree ("version_deleted_at");
  CREATE INDEX "_competitors_v_created_at_idx" ON "_competitors_v" USING btree ("created_at");
  CREATE INDEX "_competitors_v_updated_at_idx" ON "_competitors_v" USING btree ("updated_at");
  CREATE INDEX "_competitors_v_snapshot_idx" ON "_competitors_v" USING btree ("snapshot");
  CREATE INDEX "_competitors_v_published_locale_idx" ON "_competitors_v" USING btree ("published_locale");
  CREATE INDEX "_competitors_v_latest_idx" ON "_competitors_v" USING btree ("latest");
  CREATE INDEX "_competitors_v_autosave_idx" ON "_competitors_v" USING btree ("autosave");
  CREATE INDEX "_competitors_v_version_version__status_idx" ON "_competitors_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_competitors_v_locales_locale_parent_id_unique" ON "_competitors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_avatar_idx" ON "_testimonials_v" USING btree ("version_avatar_id");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE INDEX "_faqs_v_autosave_idx" ON "_faqs_v" USING btree ("autosave");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
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
  CREATE UNIQUE INDEX "_landing_v_locales_locale_parent_id_unique" ON "_landing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_pricing_v_version_features_order_idx" ON "_pricing_v_version_features" USING btree ("_order");
  CREATE INDEX "_pricing_v_version_features_parent_id_idx" ON "_pricing_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_pricing_v_version_features_locale_idx" ON "_pricing_v_version_features" USING btree ("_locale");
  CREATE INDEX "_pricing_v_created_at_idx" ON "_pricing_v" USING btree ("created_at");
  CREATE INDEX "_pricing_v_updated_at_idx" ON "_pricing_v" USING btree ("updated_at");
  CREATE INDEX "_pricing_v_snapshot_idx" ON "_pricing_v" USING btree ("snapshot");
  CREATE INDEX "_pricing_v_published_locale_idx" ON "_pricing_v" USING btree ("published_locale");
  CREATE INDEX "_pricing_v_latest_idx" ON "_pricing_v" USING btree ("latest");
  CREATE INDEX "_pricing_v_autosave_idx" ON "_pricing_v" USING btree ("autosave");
  CREATE INDEX "_pricing_v_version_version__status_idx" ON "_pricing_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_pricing_v_locales_locale_parent_id_unique" ON "_pricing_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_legal_v_created_at_idx" ON "_legal_v" USING btree ("created_at");
  CREATE INDEX "_legal_v_updated_at_idx" ON "_legal_v" USING btree ("updated_at");
  CREATE INDEX "_legal_v_snapshot_idx" ON "_legal_v" USING btree ("snapshot");
  CREATE INDEX "_legal_v_published_locale_idx" ON "_legal_v" USING btree ("published_locale");
  CREATE INDEX "_legal_v_latest_idx" ON "_legal_v" USING btree ("latest");
  CREATE INDEX "_legal_v_autosave_idx" ON "_legal_v" USING btree ("autosave");
  CREATE INDEX "_legal_v_version_version__status_idx" ON "_legal_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_legal_v_locales_locale_parent_id_unique" ON "_legal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_seo_routes_v_created_at_idx" ON "_seo_routes_v" USING btree ("created_at");
  CREATE INDEX "_seo_routes_v_updated_at_idx" ON "_seo_routes_v" USING btree ("updated_at");
  CREATE INDEX "_seo_routes_v_snapshot_idx" ON "_seo_routes_v" USING btree ("snapshot");
  CREATE INDEX "_seo_routes_v_published_locale_idx" ON "_seo_routes_v" USING btree ("published_locale");
  CREATE INDEX "_seo_routes_v_latest_idx" ON "_seo_routes_v" USING btree ("latest");
  CREATE INDEX "_seo_routes_v_autosave_idx" ON "_seo_routes_v" USING btree ("autosave");
  CREATE INDEX "_seo_routes_v_version_version__status_idx" ON "_seo_routes_v_locales" USING btree ("version__status","_locale");
  CREATE UNIQUE INDEX "_seo_routes_v_locales_locale_parent_id_unique" ON "_seo_routes_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "posts_deleted_at_idx" ON "posts" USING btree ("deleted_at");
  CREATE INDEX "posts__status_idx" ON "posts_locales" USING btree ("_status","_locale");
  CREATE INDEX "help_articles_deleted_at_idx" ON "help_articles" USING btree ("deleted_at");
  CREATE INDEX "help_articles__status_idx" ON "help_articles_locales" USING btree ("_status","_locale");
  CREATE INDEX "competitors_deleted_at_idx" ON "competitors" USING btree ("deleted_at");
  CREATE INDEX "competitors__status_idx" ON "competitors_locales" USING btree ("_status","_locale");
  CREATE INDEX "testimonials__status_idx" ON "testimonials_locales" USING btree ("_status","_locale");
  CREATE INDEX "faqs__status_idx" ON "faqs_locales" USING btree ("_status","_locale");
  CREATE INDEX "landing__status_idx" ON "landing_locales" USING btree ("_status","_locale");
  CREATE INDEX "pricing__status_idx" ON "pricing_locales" USING btree ("_status","_locale");
  CREATE INDEX "legal__status_idx" ON "legal_locales" USING btree ("_status","_locale");
  CREATE INDEX "seo_routes__status_idx" ON "seo_routes_locales" USING btree ("_status","_locale");`)
  await publishExistingContent({ db, payload, req })
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_help_articles_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_help_articles_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_version_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_competitors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_hero_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_version_comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_landing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pricing_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_legal_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_routes_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_seo_routes_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_posts_v" CASCADE;
  DROP TABLE "_posts_v_locales" CASCADE;
  DROP TABLE "_help_articles_v" CASCADE;
  DROP TABLE "_help_articles_v_locales" CASCADE;
  DROP TABLE "_competitors_v_version_comparison_rows" CASCADE;
  DROP TABLE "_competitors_v" CASCADE;
  DROP TABLE "_competitors_v_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "_landing_v_version_hero_benefits" CASCADE;
  DROP TABLE "_landing_v_version_features" CASCADE;
  DROP TABLE "_landing_v_version_comparison_rows" CASCADE;
  DROP TABLE "_landing_v" CASCADE;
  DROP TABLE "_landing_v_locales" CASCADE;
  DROP TABLE "_pricing_v_version_features" CASCADE;
  DROP TABLE "_pricing_v" CASCADE;
  DROP TABLE "_pricing_v_locales" CASCADE;
  DROP TABLE "_legal_v" CASCADE;
  DROP TABLE "_legal_v_locales" CASCADE;
  DROP TABLE "_seo_routes_v" CASCADE;
  DROP TABLE "_seo_routes_v_locales" CASCADE;
  DROP INDEX "posts_deleted_at_idx";
  DROP INDEX "posts__status_idx";
  DROP INDEX "help_articles_deleted_at_idx";
  DROP INDEX "help_articles__status_idx";
  DROP INDEX "competitors_deleted_at_idx";
  DROP INDEX "competitors__status_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "faqs__status_idx";
  DROP INDEX "landing__status_idx";
  DROP INDEX "pricing__status_idx";
  DROP INDEX "legal__status_idx";
  DROP INDEX "seo_routes__status_idx";
  ALTER TABLE "posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "published_at" SET NOT NULL;
  ALTER TABLE "posts" ALTER COLUMN "read_time_minutes" SET NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "category_id" SET NOT NULL;
  ALTER TABLE "help_articles" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "studify" SET NOT NULL;
  ALTER TABLE "competitors_comparison_rows" ALTER COLUMN "competitor" SET NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "display_name" SET NOT NULL;
  ALTER TABLE "competitors" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "date" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "platform" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "faqs" ALTER COLUMN "order" SET NOT NULL;
  ALTER TABLE "landing_hero_benefits" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "landing_features" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "landing_features" ALTER COLUMN "description" SET NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "feature" SET NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "studify" SET NOT NULL;
  ALTER TABLE "landing_comparison_rows" ALTER COLUMN "chatbot" SET NOT NULL;
  ALTER TABLE "landing_locales" ALTER COLUMN "hero_competitor_headline" SET NOT NULL;
  ALTER TABLE "pricing_features" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "terms_last_updated" SET NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "privacy_last_updated" SET NOT NULL;
  ALTER TABLE "legal" ALTER COLUMN "cookies_last_updated" SET NOT NULL;
  ALTER TABLE "posts" DROP COLUMN "deleted_at";
  ALTER TABLE "posts_locales" DROP COLUMN "_status";
  ALTER TABLE "help_articles" DROP COLUMN "deleted_at";
  ALTER TABLE "help_articles_locales" DROP COLUMN "_status";
  ALTER TABLE "competitors" DROP COLUMN "deleted_at";
  ALTER TABLE "competitors_locales" DROP COLUMN "_status";
  ALTER TABLE "testimonials_locales" DROP COLUMN "_status";
  ALTER TABLE "faqs_locales" DROP COLUMN "_status";
  ALTER TABLE "landing_locales" DROP COLUMN "_status";
  ALTER TABLE "pricing_locales" DROP COLUMN "_status";
  ALTER TABLE "legal_locales" DROP COLUMN "_status";
  ALTER TABLE "seo_routes_locales" DROP COLUMN "_status";
  DROP TYPE "public"."enum_posts_status";
  DROP TYPE "public"."enum__posts_v_published_locale";
  DROP TYPE "public"."enum__posts_v_version_status";
  DROP TYPE "public"."enum_help_articles_status";
  DROP TYPE "public"."enum__help_articles_v_published_locale";
  DROP TYPE "public"."enum__help_articles_v_version_status";
  DROP TYPE "public"."enum_competitors_status";
  DROP TYPE "public"."enum__competitors_v_published_locale";
  DROP TYPE "public"."enum__competitors_v_version_status";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_platform";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_landing_status";
  DROP TYPE "public"."enum__landing_v_published_locale";
  DROP TYPE "public"."enum__landing_v_version_status";
  DROP TYPE "public"."enum_pricing_status";
  DROP TYPE "public"."enum__pricing_v_published_locale";
  DROP TYPE "public"."enum__pricing_v_version_status";
  DROP TYPE "public"."enum_legal_status";
  DROP TYPE "public"."enum__legal_v_published_locale";
  DROP TYPE "public"."enum__legal_v_version_status";
  DROP TYPE "public"."enum_seo_routes_status";
  DROP TYPE "public"."enum__seo_routes_v_published_locale";
  DROP TYPE "public"."enum__seo_routes_v_version_status";`)
}
