// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash
import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

import {
  linkAnswersStatement,
  uninstallAggregateStatements,
} from '../../src/services/analytics/aggregate-install'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`analytics_hours\` (
  	\`hour\` integer PRIMARY KEY NOT NULL,
  	\`questions\` integer DEFAULT 0 NOT NULL,
  	\`answered\` integer DEFAULT 0 NOT NULL,
  	\`failed\` integer DEFAULT 0 NOT NULL,
  	\`latency_count\` integer DEFAULT 0 NOT NULL,
  	\`votes\` integer DEFAULT 0 NOT NULL,
  	\`helpful\` integer DEFAULT 0 NOT NULL,
  	\`signups\` integer DEFAULT 0 NOT NULL,
  	\`upheld\` integer DEFAULT 0 NOT NULL,
  	\`prevs\` integer DEFAULT 0 NOT NULL,
  	\`gap_gt0\` integer DEFAULT 0 NOT NULL,
  	\`gap_gt1\` integer DEFAULT 0 NOT NULL,
  	\`gap_gt7\` integer DEFAULT 0 NOT NULL,
  	\`gap_gt30\` integer DEFAULT 0 NOT NULL,
  	\`gap_gt90\` integer DEFAULT 0 NOT NULL,
  	\`latency_sum\` numeric DEFAULT '0' NOT NULL,
  	\`revenue_cents\` numeric DEFAULT '0' NOT NULL
  );
  `)
  await db.run(sql`CREATE TABLE \`analytics_day_gaps\` (
  	\`day\` integer NOT NULL,
  	\`gap\` integer NOT NULL,
  	\`n\` integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY(\`day\`, \`gap\`)
  );
  `)
  await db.run(sql`CREATE TABLE \`analytics_close_pairs\` (
  	\`t_hour\` integer NOT NULL,
  	\`p_hour\` integer NOT NULL,
  	\`n\` integer DEFAULT 0 NOT NULL,
  	PRIMARY KEY(\`t_hour\`, \`p_hour\`)
  );
  `)
  await db.run(sql`ALTER TABLE \`answers\` ADD \`prev_asked_at\` text;`)
  await db.run(sql`ALTER TABLE \`answers\` ADD \`prev_close\` integer;`)
  await db.run(sql`CREATE INDEX \`answers_prev_asked_at_idx\` ON \`answers\` (\`prev_asked_at\`,\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`answers_close_created_at_idx\` ON \`answers\` (\`created_at\`) WHERE prev_close = 1;`)
  await db.run(sql`CREATE INDEX \`answers_close_prev_asked_at_idx\` ON \`answers\` (\`prev_asked_at\`) WHERE prev_close = 1;`)
  // Hand-written: link each answer to its asker's previous question. The aggregates and their
  // triggers are built by 20261129 analytics_askers (as the code now defines them; a database
  // migrated before then got them here, and that migration builds them again).
  await db.run(sql.raw(linkAnswersStatement('sqlite')))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  for (const statement of uninstallAggregateStatements('sqlite')) await db.run(sql.raw(statement))
  await db.run(sql`DROP TABLE \`analytics_hours\`;`)
  await db.run(sql`DROP TABLE \`analytics_day_gaps\`;`)
  await db.run(sql`DROP TABLE \`analytics_close_pairs\`;`)
  await db.run(sql`DROP INDEX \`answers_prev_asked_at_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_close_created_at_idx\`;`)
  await db.run(sql`DROP INDEX \`answers_close_prev_asked_at_idx\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`prev_asked_at\`;`)
  await db.run(sql`ALTER TABLE \`answers\` DROP COLUMN \`prev_close\`;`)
}
