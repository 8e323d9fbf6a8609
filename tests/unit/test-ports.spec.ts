import { createServer } from 'node:net'
import type { AddressInfo } from 'node:net'

import { describe, expect, it } from 'vitest'

import { assertPortsFree, freePortsSync, portProblem } from '../../scripts/lib/ports.mjs'

/** The browser tests' ports: chosen free, and a busy one named at once (scripts/lib/ports.mjs). */
describe('test server ports', () => {
  it('chooses distinct ports that are free', async () => {
    const ports = freePortsSync(3)
    expect(new Set(ports).size).toBe(3)
    for (const port of ports) expect(await portProblem(port)).toBeNull()
  })

  it('names a busy port and what it was for', async () => {
    const server = createServer()
    await new Promise<void>((resolve) => server.listen(0, resolve))
    const { port } = server.address() as AddressInfo
    try {
      await expect(assertPortsFree({ 'E2E_PORT, the app': port })).rejects.toThrow(
        new RegExp(`Port ${port} \\(E2E_PORT, the app\\) is not free \\(EADDRINUSE\\)`),
      )
    } finally {
      server.close()
    }
  })
})
