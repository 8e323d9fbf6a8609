#!/usr/bin/env node
// Starts the app the way `npm start` does, on a fresh throwaway database, for the browser tests.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

const port = process.env.E2E_PORT || '3100'
const dataDir = path.resolve('data', 'e2e')
rmSync(dataDir, { recursive: true, force: true })

const env = {
  ...process.env,
  PORT: port,
  NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
  DATABASE_URI: `file:${path.join(dataDir, 'e2e.db')}`,
  MEDIA_DIR: path.join(dataDir, 'media'),
  EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
  SEED_ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@e2e.test',
  SEED_ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'E2e!Admin1',
  PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'e2e-secret-that-is-long-enough-0123456789',
}
const child = spawn('node', ['scripts/start.mjs'], { stdio: 'inherit', env })
const stop = () => child.kill('SIGTERM')
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
child.on('exit', (code) => process.exit(code ?? 0))
