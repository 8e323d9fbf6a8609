// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_help_articles_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`competitors_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_competitors_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`landing_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_landing_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pricing_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pricing_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`legal_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_legal_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`seo_routes_locales\` ADD \`machine_drafted\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_seo_routes_v_locales\` ADD \`version_machine_drafted\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`posts_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`help_articles_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_help_articles_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`competitors_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_competitors_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`landing_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_landing_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`pricing_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_pricing_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`legal_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_legal_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`seo_routes_locales\` DROP COLUMN \`machine_drafted\`;`)
  await db.run(sql`ALTER TABLE \`_seo_routes_v_locales\` DROP COLUMN \`version_machine_drafted\`;`)
}
