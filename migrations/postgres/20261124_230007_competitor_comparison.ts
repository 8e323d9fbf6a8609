// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "competitors_comparison_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"feature" varchar NOT NULL,
  	"studify" varchar NOT NULL,
  	"competitor" varchar NOT NULL
  );
  
  ALTER TABLE "competitors_comparison_rows" ADD CONSTRAINT "competitors_comparison_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "competitors_comparison_rows_order_idx" ON "competitors_comparison_rows" USING btree ("_order");
  CREATE INDEX "competitors_comparison_rows_parent_id_idx" ON "competitors_comparison_rows" USING btree ("_parent_id");
  CREATE INDEX "competitors_comparison_rows_locale_idx" ON "competitors_comparison_rows" USING btree ("_locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "competitors_comparison_rows" CASCADE;`)
}
