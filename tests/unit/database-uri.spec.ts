import { describe, expect, it } from 'vitest'

import { databaseKind, resolveDatabaseTarget } from '@/services/db/database-uri'

describe('resolveDatabaseTarget', () => {
  it.each([
    [{}, { kind: 'sqlite', uri: 'file:./data/studify.db', isSchemaPush: false }],
    [{ DATABASE_URI: 'file:/tmp/x.db' }, { kind: 'sqlite', uri: 'file:/tmp/x.db', isSchemaPush: false }],
    [
      { DATABASE_URI: 'postgres://u@h:5432/db' },
      { kind: 'postgres', uri: 'postgres://u@h:5432/db', isSchemaPush: false },
    ],
    [{ DATABASE_URI: 'postgresql://u@h/db' }, { kind: 'postgres', uri: 'postgresql://u@h/db', isSchemaPush: false }],
    // Development pushes schema changes, so it never touches the migrated database.
    [
      { NODE_ENV: 'development', DATABASE_URI: 'postgres://u@h/prod' },
      { kind: 'sqlite', uri: 'file:./data/studify-dev.db', isSchemaPush: true },
    ],
    [
      { NODE_ENV: 'development', DEV_DATABASE_URI: 'postgres://u@h/dev' },
      { kind: 'postgres', uri: 'postgres://u@h/dev', isSchemaPush: true },
    ],
  ])('%j → %j', (env, expected) => {
    expect(resolveDatabaseTarget(env as NodeJS.ProcessEnv)).toEqual(expected)
  })

  it.each(['mongodb://user:s3cret@h/db', 'mongodb+srv://user:s3cret@cluster.example/db', 'MONGODB://h/db'])(
    'refuses MongoDB (%s) at start, naming PostgreSQL, without echoing credentials',
    (uri) => {
      expect(() => resolveDatabaseTarget({ DATABASE_URI: uri } as unknown as NodeJS.ProcessEnv)).toThrow(
        /MongoDB is not supported: Studify needs PostgreSQL/,
      )
      expect(() => databaseKind(uri)).not.toThrow(/s3cret/)
    },
  )

  it('refuses an unknown scheme without echoing credentials', () => {
    expect(() => databaseKind('mysql://root:hunter2@db/x')).toThrow(/Unsupported DATABASE_URI/)
    expect(() => databaseKind('mysql://root:hunter2@db/x')).not.toThrow(/hunter2/)
  })
})
