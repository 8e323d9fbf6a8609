import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import readline from 'node:readline'

import Stripe from 'stripe'

import { setupCatalogue } from '../../../src/services/billing/setup-catalogue'
import { startFakeStripe } from '../../fakes/stripe'
import { createThrowawayDatabase } from '../../helpers/postgres-database'
import { E2E_ADMIN } from './accounts'

const READY_TIMEOUT_MS = 120_000

/** Resolves once the production server prints that it is ready; rejects if it exits first. */
const waitUntilReady = (server: ChildProcess, label: string) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${label} not ready in ${READY_TIMEOUT_MS} ms`)), READY_TIMEOUT_MS)
    server.once('exit', (code) => reject(new Error(`${label} exited with ${code}`)))
    readline.createInterface({ input: server.stdout! }).on('line', (line) => {
      if (/Ready in production/.test(line)) {
        clearTimeout(timer)
        resolve()
      }
    })
    server.stderr!.on('data', (chunk) => process.stderr.write(`[${label}] ${chunk}`))
  })

/**
 * Production deployment in miniature: the built app (`.next`, from the e2e server's build) served
 * by `scripts/serve.mjs` on each port, all against one fresh PostgreSQL database, migrated and
 * seeded the way `npm start` does, with one shared secret, upload directory and fake Stripe.
 */
export const startAppServers = async (ports: number[]) => {
  const database = await createThrowawayDatabase('studify_scale_out')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'studify-scale-out-'))
  const stripeFake = await startFakeStripe({ autoDeliver: false })
  const stripe = new Stripe(stripeFake.secretKey, { host: stripeFake.host, port: stripeFake.port, protocol: 'http' })
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URI: database.uri,
    PAYLOAD_SECRET: 'scale-out-secret-shared-by-every-app-server-0123456789',
    TRUST_PROXY_HOPS: '1',
    SEED_ADMIN_EMAIL: E2E_ADMIN.email,
    SEED_ADMIN_PASSWORD: E2E_ADMIN.password,
    MEDIA_DIR: path.join(dataDir, 'media'),
    REPORT_IMAGES_DIR: path.join(dataDir, 'report-images'),
    QUESTION_IMAGES_DIR: path.join(dataDir, 'question-images'),
    EMAIL_OUTBOX_DIR: path.join(dataDir, 'outbox'),
    STRIPE_SECRET_KEY: stripeFake.secretKey,
    STRIPE_API_BASE: stripeFake.url,
    STRIPE_WEBHOOK_SECRET: stripeFake.webhookSecret,
    ...(await setupCatalogue(stripe)),
  }
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/prepare-database.ts'], {
    env,
    encoding: 'utf8',
  })
  if (prepared.status !== 0) throw new Error(`preparing the database failed:\n${prepared.stdout}${prepared.stderr}`)

  const servers = ports.map((port) =>
    spawn(process.execPath, ['scripts/serve.mjs'], {
      env: { ...env, PORT: String(port), HOSTNAME: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  )
  const stop = async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.exitCode !== null) return resolve()
            server.once('exit', () => resolve())
            server.kill('SIGTERM')
          }),
      ),
    )
    await stripeFake.stop()
    await database.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await Promise.all(servers.map((server, index) => waitUntilReady(server, `app server ${ports[index]}`)))
  } catch (error) {
    await stop()
    throw error
  }
  return { urls: ports.map((port) => `http://127.0.0.1:${port}`), stripe, stripeFake, stop }
}
export type AppServers = Awaited<ReturnType<typeof startAppServers>>
