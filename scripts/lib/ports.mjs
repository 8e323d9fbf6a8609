// Ports for the test servers: free ones chosen by the system when none is given, and a busy one
// named at once (a server that cannot listen must not leave Playwright waiting its start-up timeout).
import { execFileSync } from 'node:child_process'
import net from 'node:net'

/** Resolves with null when `port` can be listened on (on every interface), else with the error code. */
export const portProblem = (port) =>
  new Promise((resolve) => {
    const server = net.createServer()
    server.once('error', (error) => resolve(error.code ?? String(error)))
    server.listen(Number(port), () => server.close(() => resolve(null)))
  })

/** Throws naming the first busy port of `ports` ({ label: port }). */
export const assertPortsFree = async (ports) => {
  for (const [label, port] of Object.entries(ports)) {
    const problem = await portProblem(port)
    if (problem)
      throw new Error(`Port ${port} (${label}) is not free (${problem}): stop what listens there or choose another.`)
  }
}

const FREE_PORTS_SCRIPT = `
const net = require('node:net')
const servers = Array.from({ length: Number(process.argv[1]) }, () => net.createServer())
Promise.all(servers.map((s) => new Promise((r) => s.listen(0, () => r(s.address().port))))).then((ports) => {
  process.stdout.write(ports.join(','))
  servers.forEach((s) => s.close())
})`

/**
 * `count` distinct ports free right now, synchronously (Playwright's config is synchronous). All are
 * held open together while chosen, so they differ from one another.
 */
export const freePortsSync = (count) =>
  execFileSync(process.execPath, ['-e', FREE_PORTS_SCRIPT, String(count)], { encoding: 'utf8' })
    .split(',')
    .map(Number)
