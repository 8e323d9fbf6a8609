// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "_pages_v_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "competitors_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "_competitors_v_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "pages_rels" ADD CONSTRAINT "pages_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_rels" ADD CONSTRAINT "_pages_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "competitors_rels" ADD CONSTRAINT "competitors_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_competitors_v_rels" ADD CONSTRAINT "_competitors_v_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_rels_faqs_id_idx" ON "pages_rels" USING btree ("faqs_id","locale");
  CREATE INDEX "_pages_v_rels_faqs_id_idx" ON "_pages_v_rels" USING btree ("faqs_id","locale");
  CREATE INDEX "competitors_rels_faqs_id_idx" ON "competitors_rels" USING btree ("faqs_id","locale");
  CREATE INDEX "_competitors_v_rels_faqs_id_idx" ON "_competitors_v_rels" USING btree ("faqs_id","locale");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_rels" DROP CONSTRAINT "pages_rels_faqs_fk";
  
  ALTER TABLE "_pages_v_rels" DROP CONSTRAINT "_pages_v_rels_faqs_fk";
  
  ALTER TABLE "competitors_rels" DROP CONSTRAINT "competitors_rels_faqs_fk";
  
  ALTER TABLE "_competitors_v_rels" DROP CONSTRAINT "_competitors_v_rels_faqs_fk";
  
  DROP INDEX "pages_rels_faqs_id_idx";
  DROP INDEX "_pages_v_rels_faqs_id_idx";
  DROP INDEX "competitors_rels_faqs_id_idx";
  DROP INDEX "_competitors_v_rels_faqs_id_idx";
  ALTER TABLE "pages_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "_pages_v_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "competitors_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "_competitors_v_rels" DROP COLUMN "faqs_id";`)
}
