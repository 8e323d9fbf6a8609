import { test as base } from '@playwright/test'

import { testClientIp } from './accounts'

export * from '@playwright/test'

/**
 * Playwright's `test`, with each test's browser as its own client: the e2e server trusts one proxy
 * hop (scripts/e2e-server.mjs), so this address is the one the per-address limits count. Without
 * it every sign-up made through the pages would share one bucket of ten an hour.
 */
export const test = base.extend<{ clientAddress: string }>({
  clientAddress: [
    async ({ context }, use) => {
      const address = testClientIp()
      await context.setExtraHTTPHeaders({ 'x-forwarded-for': address })
      await use(address)
    },
    { auto: true },
  ],
})
