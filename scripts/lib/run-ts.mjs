#!/usr/bin/env node
// Runs a TypeScript script with tsx. On Node 20, loading Payload's Lexical editor through native
// ESM sometimes leaves a top-level await that never settles (a Node loader bug with module cycles,
// fixed in Node 22): the process then exits with code 13 before the script has done anything.
// That case is retried; any other exit code is passed through.
import { spawnSync } from 'node:child_process'

const UNSETTLED_TOP_LEVEL_AWAIT = 13
const MAX_ATTEMPTS = 8

const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node scripts/lib/run-ts.mjs <script.ts> [args…]')
  process.exit(2)
}
for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
  const result = spawnSync('npx', ['tsx', script, ...args], { stdio: 'inherit', env: process.env })
  if (result.status !== UNSETTLED_TOP_LEVEL_AWAIT) process.exit(result.status ?? 1)
  if (attempt < MAX_ATTEMPTS)
    console.warn(`(${script}: Node module loading stalled, retrying ${attempt}/${MAX_ATTEMPTS - 1})`)
}
process.exit(UNSETTLED_TOP_LEVEL_AWAIT)
