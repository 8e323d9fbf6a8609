import { type APIRequestContext, expect, test } from './helpers/test'

import { testClientIp, uniqueEmail } from './helpers/accounts'

// The e2e server trusts one proxy hop (scripts/e2e-server.mjs): the client is the right-most
// X-Forwarded-For entry, the one our load balancer appends. Anything further left is the client's
// own writing and must not give it a fresh rate-limit bucket.
const forgotPassword = (request: APIRequestContext, headers: Record<string, string>) =>
  request.post('/api/auth/forgot-password', { data: { email: uniqueEmail('forged') }, headers })

test('forged X-Forwarded-For entries and a forged peer stamp stay in the real client’s bucket', async ({ request }) => {
  const realClient = testClientIp()
  const statuses: number[] = []
  for (let attempt = 0; attempt < 5; attempt++) {
    const response = await forgotPassword(request, { 'x-forwarded-for': `${testClientIp()}, ${realClient}` })
    statuses.push(response.status())
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200])
  const forged = await forgotPassword(request, {
    'x-forwarded-for': `${testClientIp()}, ${testClientIp()}, ${realClient}`,
    'x-studify-peer': `${testClientIp()} forged-signature`,
  })
  expect(forged.status()).toBe(429)
  // Another real client behind the same load balancer is counted apart.
  expect((await forgotPassword(request, { 'x-forwarded-for': testClientIp() })).status()).toBe(200)
})
