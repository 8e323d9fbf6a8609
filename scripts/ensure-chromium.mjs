#!/usr/bin/env node
// Browser tests use Debian's Chromium. Install it with apt when missing and we are root.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import { CHROMIUM_PATH as CHROMIUM } from './lib/chromium.mjs'

if (existsSync(CHROMIUM)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  )
  console.error('(or set CHROMIUM_PATH to an existing Chromium binary)')
  process.exit(1)
}
console.log('Installing Debian Chromium for the browser tests…')
execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', { stdio: 'inherit' })
if (!existsSync(CHROMIUM)) {
  console.error('Chromium installation did not produce /usr/bin/chromium')
  process.exit(1)
}
