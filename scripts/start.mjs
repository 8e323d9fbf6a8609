#!/usr/bin/env node
// `npm start`: the one-command quick start. Generates a local secret on first run, builds when the
// sources changed since the last build, applies migrations, seeds an empty database, then serves.
// With `--build-only` it stops after the build (the test run builds ahead, beside other stages).
import { spawnSync, spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { appendFileSync, existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import nextEnv from '@next/env'

// Node 24 runs this erasable-syntax TypeScript module as it is (type stripping).
import { resolveDatabaseTarget } from '../src/services/db/database-uri.ts'

const root = process.cwd()
const isBuildOnly = process.argv.includes('--build-only')
const port = process.env.PORT || '3000'
process.env.NODE_ENV = 'production'
nextEnv.loadEnvConfig(root, false)

// A database the app cannot run on (MongoDB: README, Databases) is refused before anything is built.
try {
  resolveDatabaseTarget()
} catch (error) {
  console.error(error.message)
  process.exit(1)
}

if (!process.env.PAYLOAD_SECRET) {
  const secret = randomBytes(32).toString('hex')
  appendFileSync(path.join(root, '.env.local'), `PAYLOAD_SECRET=${secret}\n`)
  process.env.PAYLOAD_SECRET = secret
  console.log('Generated a PAYLOAD_SECRET in .env.local (git-ignored). Set your own in production.')
}

const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

// The extension zip offered on /download is built for this site's origin (its only host
// permission). It must exist before `next build`, which only serves public files present then.
const siteUrl = process.env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${port}`
run(process.execPath, ['--import', 'tsx', 'scripts/build-extension.ts', `--site=${siteUrl}`, '--no-stores'])

const BUILD_INPUTS = [
  'src',
  'collections',
  'globals',
  'migrations',
  'plugins',
  'blocks',
  'fields',
  'public',
  'payload.config.ts',
  'next.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
]
const fingerprint = () => {
  const hash = createHash('sha256')
  const walk = (entry) => {
    // Rebuilt on every start; its presence, not its timestamp, matters to the Next build.
    if (!existsSync(entry) || entry === path.join(root, 'public', 'downloads')) return
    const stat = statSync(entry)
    if (stat.isDirectory()) {
      for (const child of readdirSync(entry).sort()) walk(path.join(entry, child))
    } else {
      hash.update(`${path.relative(root, entry)}:${stat.size}:${stat.mtimeMs}\n`)
    }
  }
  BUILD_INPUTS.forEach((input) => walk(path.join(root, input)))
  // NEXT_PUBLIC_* values are inlined into the bundles: another value needs another build.
  // STUDIFY_BENCH_ROUTES adds the benchmark pages to the build (src/config/bench.ts).
  for (const name of Object.keys(process.env)
    .filter((key) => key.startsWith('NEXT_PUBLIC_') || key === 'STUDIFY_BENCH_ROUTES')
    .sort()) {
    hash.update(`env:${name}=${process.env[name]}\n`)
  }
  return hash.digest('hex')
}

// The browser tests build into their own directory (NEXT_DIST_DIR, read by next.config.ts).
const distDir = path.join(root, process.env.NEXT_DIST_DIR || '.next')
const fingerprintFile = path.join(distDir, 'studify-build-fingerprint')
const current = fingerprint()
const isBuildCurrent =
  existsSync(path.join(distDir, 'BUILD_ID')) &&
  existsSync(fingerprintFile) &&
  readFileSync(fingerprintFile, 'utf8') === current
if (isBuildCurrent) {
  console.log('Production build is up to date.')
} else {
  console.log('Building the production app (about a minute)…')
  run(path.join(root, 'node_modules', '.bin', 'next'), ['build'])
  writeFileSync(fingerprintFile, current)
}
if (isBuildOnly) process.exit(0)

console.log('Preparing the database (migrations, first-run seed)…')
run(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'])

// The production server directly (not through npm), so stop signals reach it.
const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
  stdio: ['inherit', 'pipe', 'inherit'],
  env: { ...process.env, PORT: port },
})
server.stdout.on('data', (chunk) => {
  process.stdout.write(chunk)
  if (/Ready in/.test(String(chunk))) {
    console.log(`\n  Studify is running at http://localhost:${port}  (admin: http://localhost:${port}/admin)\n`)
  }
})
const stop = (signal) => server.kill(signal)
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
server.on('exit', (code) => process.exit(code ?? 0))
