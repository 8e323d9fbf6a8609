// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  installAggregateStatements,
  uninstallAggregateStatements,
} from '../../src/services/analytics/aggregate-install'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  // Hand-written: the triggers go first (they name the table dropped below), and come back at the end.
  for (const statement of uninstallAggregateStatements('sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`CREATE TABLE \`analytics_gap_pairs\` (
  	\`t_hour\` integer NOT NULL,
  	\`p_hour\` integer NOT NULL,
  	\`n\` integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY(\`t_hour\`, \`p_hour\`)
  );
  `)
  await db.run(sql`DROP TABLE \`analytics_close_pairs\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`close_t\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`close_p\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`pgap_gt1\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`pgap_gt7\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`pgap_gt30\` integer DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` ADD \`pgap_gt90\` integer DEFAULT 0 NOT NULL;`)
  // Hand-written: the new hourly columns and hour pairs from the rows already there (each answer
  // keeps its linked previous question), then the triggers that keep them.
  for (const statement of installAggregateStatements('sqlite', { relink: false })) await db.run(sql.raw(statement))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of uninstallAggregateStatements('sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`CREATE TABLE \`analytics_close_pairs\` (
  	\`t_hour\` integer NOT NULL,
  	\`p_hour\` integer NOT NULL,
  	\`n\` integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY(\`t_hour\`, \`p_hour\`)
  );
  `)
  await db.run(sql`DROP TABLE \`analytics_gap_pairs\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`close_t\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`close_p\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`pgap_gt1\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`pgap_gt7\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`pgap_gt30\`;`)
  await db.run(sql`ALTER TABLE \`analytics_hours\` DROP COLUMN \`pgap_gt90\`;`)
}
