// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`competitors_comparison_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`feature\` text NOT NULL,
  	\`studify\` text NOT NULL,
  	\`competitor\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`competitors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_order_idx\` ON \`competitors_comparison_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_parent_id_idx\` ON \`competitors_comparison_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`competitors_comparison_rows_locale_idx\` ON \`competitors_comparison_rows\` (\`_locale\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`competitors_comparison_rows\`;`)
}
