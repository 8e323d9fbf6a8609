/** Runs once when a Next.js server starts (never in the browser, never in the edge runtime). */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ ServerResponse }, { keepOneLocation }] = await Promise.all([
    import('node:http'),
    import('./lib/http/single-location'),
  ])
  keepOneLocation(ServerResponse.prototype)
}
