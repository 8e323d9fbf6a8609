// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "competitors" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "_competitors_v" ADD COLUMN "version_created_by_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_created_by_id" integer;
  ALTER TABLE "faqs" ADD COLUMN "created_by_id" integer;
  ALTER TABLE "_faqs_v" ADD COLUMN "version_created_by_id" integer;
  ALTER TABLE "competitors" ADD CONSTRAINT "competitors_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_competitors_v" ADD CONSTRAINT "_competitors_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "testimonials" ADD CONSTRAINT "testimonials_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_created_by_id_users_id_fk" FOREIGN KEY ("version_created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "competitors_created_by_idx" ON "competitors" USING btree ("created_by_id");
  CREATE INDEX "_competitors_v_version_version_created_by_idx" ON "_competitors_v" USING btree ("version_created_by_id");
  CREATE INDEX "testimonials_created_by_idx" ON "testimonials" USING btree ("created_by_id");
  CREATE INDEX "_testimonials_v_version_version_created_by_idx" ON "_testimonials_v" USING btree ("version_created_by_id");
  CREATE INDEX "faqs_created_by_idx" ON "faqs" USING btree ("created_by_id");
  CREATE INDEX "_faqs_v_version_version_created_by_idx" ON "_faqs_v" USING btree ("version_created_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "competitors" DROP CONSTRAINT "competitors_created_by_id_users_id_fk";
  
  ALTER TABLE "_competitors_v" DROP CONSTRAINT "_competitors_v_version_created_by_id_users_id_fk";
  
  ALTER TABLE "testimonials" DROP CONSTRAINT "testimonials_created_by_id_users_id_fk";
  
  ALTER TABLE "_testimonials_v" DROP CONSTRAINT "_testimonials_v_version_created_by_id_users_id_fk";
  
  ALTER TABLE "faqs" DROP CONSTRAINT "faqs_created_by_id_users_id_fk";
  
  ALTER TABLE "_faqs_v" DROP CONSTRAINT "_faqs_v_version_created_by_id_users_id_fk";
  
  DROP INDEX "competitors_created_by_idx";
  DROP INDEX "_competitors_v_version_version_created_by_idx";
  DROP INDEX "testimonials_created_by_idx";
  DROP INDEX "_testimonials_v_version_version_created_by_idx";
  DROP INDEX "faqs_created_by_idx";
  DROP INDEX "_faqs_v_version_version_created_by_idx";
  ALTER TABLE "competitors" DROP COLUMN "created_by_id";
  ALTER TABLE "_competitors_v" DROP COLUMN "version_created_by_id";
  ALTER TABLE "testimonials" DROP COLUMN "created_by_id";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_created_by_id";
  ALTER TABLE "faqs" DROP COLUMN "created_by_id";
  ALTER TABLE "_faqs_v" DROP COLUMN "version_created_by_id";`)
}
