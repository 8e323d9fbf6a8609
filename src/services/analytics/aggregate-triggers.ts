import type { SqlEngine } from '../db/raw-sql'
import {
  answerStatements,
  nextAnswerId,
  previousAskedAt,
  relinkStatement,
  simpleSources,
  simpleStatement,
  sqlTime,
  type RowSource,
  type SimpleTable,
} from './aggregate-sql'

/**
 * The database triggers that keep the analytics aggregates (aggregate-schema.ts) in step with
 * every write, whoever makes it: Payload, a webhook, a bulk INSERT, another app server. Each row
 * change removes the old row's share and adds the new one's inside the writer's transaction.
 *
 * The asker's previous question is kept on each answer. A question inserted before later ones of
 * the same asker (imports, the benchmark's data) also re-links the next one, whose shares move.
 * On PostgreSQL the writer locks the asker's account row (FOR NO KEY UPDATE: it does not block the
 * foreign-key checks of other inserts), which orders concurrent writers of the same asker's
 * questions (no lock is shared between askers); SQLite has one writer at a time.
 */
const ANSWER_COLUMNS = ['created_at', 'prev_asked_at', 'outcome', 'latency_ms', 'feedback', 'feedback_at']

const alias = (rowAlias: 'NEW' | 'OLD', sign: 1 | -1): RowSource => ({ rowAlias, sign, from: '' })
const changed = (engine: SqlEngine, columns: string[]) =>
  columns
    .map((c) => (engine === 'postgres' ? `OLD.${c} IS DISTINCT FROM NEW.${c}` : `OLD.${c} IS NOT NEW.${c}`))
    .join(' OR ')
const position = { user: 'X.user_id', at: 'X.created_at', id: 'X.id' }
const successorOf = (row: 'NEW' | 'OLD') =>
  nextAnswerId({
    user: position.user.replace('X', row),
    at: position.at.replace('X', row),
    id: position.id.replace('X', row),
  })

const sqliteTriggers = (): string[] => {
  const e: SqlEngine = 'sqlite'
  // Rows whose prev_close is still NULL are not counted yet: the insert trigger links then counts them.
  const counted = 'OLD.prev_close IS NOT NULL'
  const triggers = [
    `CREATE TRIGGER analytics_answers_insert AFTER INSERT ON answers BEGIN
      ${relinkStatement(e, 'NEW.id')}
      ${answerStatements(e, { rowAlias: 'r', sign: 1, from: 'FROM answers r WHERE r.id = NEW.id' }).join('\n')}
      ${relinkStatement(e, successorOf('NEW'))}
    END;`,
    `CREATE TRIGGER analytics_answers_update AFTER UPDATE ON answers
      WHEN ${counted} AND (${changed(e, ANSWER_COLUMNS)}) BEGIN
      ${answerStatements(e, alias('OLD', -1)).join('\n')}
      ${answerStatements(e, alias('NEW', 1)).join('\n')}
    END;`,
    `CREATE TRIGGER analytics_answers_move AFTER UPDATE OF user_id, created_at ON answers
      WHEN ${counted} AND (${changed(e, ['user_id', 'created_at'])}) BEGIN
      ${relinkStatement(e, 'NEW.id')}
      ${relinkStatement(e, successorOf('OLD'))}
      ${relinkStatement(e, successorOf('NEW'))}
    END;`,
    `CREATE TRIGGER analytics_answers_delete AFTER DELETE ON answers WHEN ${counted} BEGIN
      ${answerStatements(e, alias('OLD', -1)).join('\n')}
      ${relinkStatement(e, successorOf('OLD'))}
    END;`,
  ]
  for (const table of Object.keys(simpleSources) as SimpleTable[]) {
    triggers.push(
      `CREATE TRIGGER analytics_${table}_insert AFTER INSERT ON ${table} BEGIN ${simpleStatement(e, table, alias('NEW', 1))} END;`,
      // Only an update of a column the aggregates read moves anything (not a login's timestamps).
      `CREATE TRIGGER analytics_${table}_update AFTER UPDATE ON ${table}
        WHEN ${changed(e, [...simpleSources[table].reads])} BEGIN
        ${simpleStatement(e, table, alias('OLD', -1))} ${simpleStatement(e, table, alias('NEW', 1))} END;`,
      `CREATE TRIGGER analytics_${table}_delete AFTER DELETE ON ${table} BEGIN ${simpleStatement(e, table, alias('OLD', -1))} END;`,
    )
  }
  return triggers
}

const plpgsql = (name: string, body: string, returns: 'NEW' | 'OLD' | 'NULL') =>
  `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    ${body}
    RETURN ${returns};
  END $fn$;`

const lockAskers = (...users: string[]) =>
  // A row lock, not an advisory one: a bulk INSERT over many askers would fill the lock table.
  users.map((user) => `PERFORM 1 FROM users WHERE id = ${user} FOR NO KEY UPDATE;`).join('\n')

const postgresTriggers = (): string[] => {
  const e: SqlEngine = 'postgres'
  const link = `NEW.prev_asked_at := ${previousAskedAt({ user: 'NEW.user_id', at: 'NEW.created_at', id: 'NEW.id' })};
    NEW.prev_close := COALESCE(${sqlTime(e).isClose('NEW.created_at', 'NEW.prev_asked_at')}, false);`
  const moved = changed(e, ['user_id', 'created_at'])
  return [
    plpgsql('analytics_answers_link', `${lockAskers('NEW.user_id')}\n${link}`, 'NEW'),
    plpgsql(
      'analytics_answers_relink',
      `IF ${moved} THEN
        ${lockAskers('LEAST(OLD.user_id, NEW.user_id)', 'GREATEST(OLD.user_id, NEW.user_id)')}
        ${link}
      END IF;`,
      'NEW',
    ),
    plpgsql(
      'analytics_answers_insert',
      `${answerStatements(e, alias('NEW', 1)).join('\n')}
      ${relinkStatement(e, successorOf('NEW'))}`,
      'NULL',
    ),
    plpgsql(
      'analytics_answers_update',
      `${answerStatements(e, alias('OLD', -1)).join('\n')}
      ${answerStatements(e, alias('NEW', 1)).join('\n')}
      IF ${moved} THEN
        ${relinkStatement(e, successorOf('OLD'))}
        ${relinkStatement(e, successorOf('NEW'))}
      END IF;`,
      'NULL',
    ),
    plpgsql('analytics_answers_unlink', lockAskers('OLD.user_id'), 'OLD'),
    plpgsql(
      'analytics_answers_delete',
      `${answerStatements(e, alias('OLD', -1)).join('\n')}
      ${relinkStatement(e, successorOf('OLD'))}`,
      'NULL',
    ),
    `CREATE TRIGGER analytics_answers_link BEFORE INSERT ON answers FOR EACH ROW EXECUTE FUNCTION analytics_answers_link();`,
    `CREATE TRIGGER analytics_answers_relink BEFORE UPDATE ON answers FOR EACH ROW EXECUTE FUNCTION analytics_answers_relink();`,
    `CREATE TRIGGER analytics_answers_insert AFTER INSERT ON answers FOR EACH ROW EXECUTE FUNCTION analytics_answers_insert();`,
    `CREATE TRIGGER analytics_answers_update AFTER UPDATE ON answers FOR EACH ROW
      WHEN (${changed(e, [...ANSWER_COLUMNS, 'user_id'])}) EXECUTE FUNCTION analytics_answers_update();`,
    `CREATE TRIGGER analytics_answers_unlink BEFORE DELETE ON answers FOR EACH ROW EXECUTE FUNCTION analytics_answers_unlink();`,
    `CREATE TRIGGER analytics_answers_delete AFTER DELETE ON answers FOR EACH ROW EXECUTE FUNCTION analytics_answers_delete();`,
    ...(Object.keys(simpleSources) as SimpleTable[]).flatMap((table) => [
      plpgsql(
        `analytics_${table}_change`,
        `IF TG_OP <> 'INSERT' THEN ${simpleStatement(e, table, alias('OLD', -1))} END IF;
        IF TG_OP <> 'DELETE' THEN ${simpleStatement(e, table, alias('NEW', 1))} END IF;`,
        'NULL',
      ),
      `CREATE TRIGGER analytics_${table}_change AFTER INSERT OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION analytics_${table}_change();`,
      `CREATE TRIGGER analytics_${table}_update AFTER UPDATE ON ${table} FOR EACH ROW
        WHEN (${changed(e, [...simpleSources[table].reads])}) EXECUTE FUNCTION analytics_${table}_change();`,
    ]),
  ]
}

/** Drops what `aggregateTriggers` creates (for a migration's `down`). */
export const dropAggregateTriggers = (engine: SqlEngine): string[] => {
  const answerTriggers = ['link', 'relink', 'insert', 'update', 'move', 'unlink', 'delete']
  const simple = (Object.keys(simpleSources) as SimpleTable[]).flatMap((t) =>
    ['insert', 'update', 'delete', 'change'].map((op) => ({ name: `analytics_${t}_${op}`, table: t })),
  )
  const all = [...answerTriggers.map((op) => ({ name: `analytics_answers_${op}`, table: 'answers' })), ...simple]
  return engine === 'postgres'
    ? all.flatMap(({ name, table }) => [
        `DROP TRIGGER IF EXISTS ${name} ON ${table};`,
        `DROP FUNCTION IF EXISTS ${name}();`,
      ])
    : all.map(({ name }) => `DROP TRIGGER IF EXISTS ${name};`)
}

export const aggregateTriggers = (engine: SqlEngine): string[] =>
  engine === 'postgres' ? postgresTriggers() : sqliteTriggers()
