// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_posts_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "help_articles_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_help_articles_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "competitors_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_competitors_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "landing_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_landing_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "pricing_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_pricing_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "legal_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_legal_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;
  ALTER TABLE "seo_routes_locales" ADD COLUMN "machine_drafted" boolean DEFAULT false;
  ALTER TABLE "_seo_routes_v_locales" ADD COLUMN "version_machine_drafted" boolean DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_posts_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "help_articles_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_help_articles_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "competitors_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_competitors_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "landing_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_landing_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "pricing_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_pricing_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "legal_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_legal_v_locales" DROP COLUMN "version_machine_drafted";
  ALTER TABLE "seo_routes_locales" DROP COLUMN "machine_drafted";
  ALTER TABLE "_seo_routes_v_locales" DROP COLUMN "version_machine_drafted";`)
}
