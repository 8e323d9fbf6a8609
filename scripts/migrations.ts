/**
 * `npm run migrate:create [name]`: writes a migration for each SQL engine when the schema changed.
 * `npm run migrate:check`: fails when collections or globals changed without a new migration
 * (run in CI). Both diff the config against the latest migration snapshot of each engine.
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const ENGINES = {
  sqlite: 'file:./data/migration-scratch.db',
  postgres: process.env.MIGRATION_POSTGRES_URI || 'postgres://postgres@127.0.0.1:5432/postgres',
} as const
type Engine = keyof typeof ENGINES

const [mode = 'check', name = 'schema'] = process.argv.slice(2)
const migrationFiles = (dir: string) => readdirSync(dir).filter((f) => /^\d{8}_\d{6}_.*\.ts$/.test(f))

const TS_NOCHECK =
  '// @ts-nocheck -- generated SQL; npm installs drizzle-orm once per adapter and the two SQL types clash\n'

/** Generated migrations are data, not hand-written code: keep the type checker off them. */
const markGenerated = (dir: string) => {
  // Payload writes index.ts in its own style; CI's `prettier --check` reads it like any source.
  spawnSync('npx', ['prettier', '--write', '--log-level', 'warn', dir], { stdio: 'inherit' })
  for (const file of migrationFiles(dir)) {
    const filePath = path.join(dir, file)
    const source = readFileSync(filePath, 'utf8')
    if (!source.startsWith('// @ts-nocheck')) writeFileSync(filePath, TS_NOCHECK + source)
  }
}

/** Runs Payload's migrate:create; the CLI sometimes exits 0 having done nothing, so retry then. */
const createMigration = (engine: Engine, root: string): 'created' | 'unchanged' => {
  const dir = path.join(root, engine)
  const before = migrationFiles(dir).length
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    const result = spawnSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URI: ENGINES[engine],
        MIGRATIONS_ROOT: root,
        PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'x'.repeat(32),
      },
    })
    const output = `${result.stdout}${result.stderr}`
    if (migrationFiles(dir).length > before) {
      markGenerated(dir)
      return 'created'
    }
    if (result.status === 0 && output.includes('DOWN statements generation complete')) return 'unchanged'
    if (attempt === 4) throw new Error(`payload migrate:create failed for ${engine}:\n${output}`)
  }
  return 'unchanged'
}

let hasFailed = false
for (const engine of Object.keys(ENGINES) as Engine[]) {
  if (mode === 'create') {
    console.log(`${engine}: ${createMigration(engine, path.resolve('migrations'))}`)
    continue
  }
  const scratch = mkdtempSync(path.join(tmpdir(), 'studify-migrations-'))
  cpSync(path.resolve('migrations'), scratch, { recursive: true })
  const outcome = createMigration(engine, scratch)
  rmSync(scratch, { recursive: true, force: true })
  if (outcome === 'created') {
    hasFailed = true
    console.error(
      `${engine}: the schema changed without a migration. Run \`npm run migrate:create <name>\` and commit it.`,
    )
  } else {
    console.log(`${engine}: migrations match the schema`)
  }
}
rmSync(path.resolve('data/migration-scratch.db'), { force: true })
process.exit(hasFailed ? 1 : 0)
