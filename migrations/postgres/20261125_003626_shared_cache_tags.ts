// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "cache_tags" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL,
  	"stale_at" numeric,
  	"expired_at" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cache_tags_id" integer;
  CREATE UNIQUE INDEX "cache_tags_tag_idx" ON "cache_tags" USING btree ("tag");
  CREATE INDEX "cache_tags_updated_at_idx" ON "cache_tags" USING btree ("updated_at");
  CREATE INDEX "cache_tags_created_at_idx" ON "cache_tags" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cache_tags_fk" FOREIGN KEY ("cache_tags_id") REFERENCES "public"."cache_tags"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cache_tags_id_idx" ON "payload_locked_documents_rels" USING btree ("cache_tags_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cache_tags" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cache_tags" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cache_tags_fk";
  
  DROP INDEX "payload_locked_documents_rels_cache_tags_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cache_tags_id";`)
}
