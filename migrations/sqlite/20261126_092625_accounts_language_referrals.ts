// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_extension_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`sid\` text NOT NULL,
  	\`device\` text,
  	\`connected_at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_extension_sessions_order_idx\` ON \`users_extension_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_extension_sessions_parent_id_idx\` ON \`users_extension_sessions\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`language\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`referral_credited_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`pending_email\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_token_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`email_change_expires_at\` text;`)
  await db.run(sql`CREATE INDEX \`users_referral_credited_at_idx\` ON \`users\` (\`referral_credited_at\`);`)
  await db.run(sql`CREATE INDEX \`users_email_change_token_hash_idx\` ON \`users\` (\`email_change_token_hash\`);`)
  // Referrals made before credit waited for a real account were credited at sign-up: never again.
  await db.run(sql`UPDATE \`users\` SET \`referral_credited_at\` = \`created_at\` WHERE \`referred_by_id\` IS NOT NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_extension_sessions\`;`)
  await db.run(sql`DROP INDEX \`users_referral_credited_at_idx\`;`)
  await db.run(sql`DROP INDEX \`users_email_change_token_hash_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`language\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`referral_credited_at\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`pending_email\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_token_hash\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`email_change_expires_at\`;`)
}
