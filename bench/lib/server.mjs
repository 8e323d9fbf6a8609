// Starts the production app (the same path as `npm start`) on its own port and throwaway database.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import path from 'node:path'

export const startServer = async ({ port = 3200, env = {} } = {}) => {
  const dataDir = path.resolve('data', `bench-${port}`)
  rmSync(dataDir, { recursive: true, force: true })
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      NEXT_PUBLIC_SERVER_URL: `http://localhost:${port}`,
      DATABASE_URI: `file:${path.join(dataDir, 'bench.db')}`,
      MEDIA_DIR: path.join(dataDir, 'media'),
      SEED_ADMIN_EMAIL: 'admin@bench.test',
      SEED_ADMIN_PASSWORD: 'Bench!Admin1',
      PAYLOAD_SECRET: process.env.PAYLOAD_SECRET || 'bench-secret-that-is-long-enough-0123456789',
      NEXT_TELEMETRY_DISABLED: '1',
      // The bare baseline page exists only in a build that asks for it.
      STUDIFY_BENCH_ROUTES: '1',
      ...env,
    },
  })
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      if (/Ready in/.test(String(chunk))) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const baseUrl = `http://localhost:${port}`
  // The whole process group: the launcher and the Next.js server it started.
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  return { baseUrl, stop }
}

/** Renders and caches each page once, so measurements see the cached page a visitor gets. */
export const warmUp = async (baseUrl, paths) => {
  for (const p of paths) {
    for (let i = 0; i < 2; i += 1) await fetch(`${baseUrl}${p}`).then((r) => r.text())
  }
}
