#!/usr/bin/env node
// The production server: Next's own request handler behind a plain Node HTTP server, so the app can
// know the connection's real address (see src/lib/http/peer-stamp.ts). `npm start` runs it after
// building and migrating; `npm run start:prod` runs it alone.
import { createServer } from 'node:http'

import next from 'next'

// Node 24 runs this erasable-syntax TypeScript module as it is (type stripping).
import { stampPeer } from '../src/lib/http/peer-stamp.ts'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
process.env.NODE_ENV = 'production'
// What `next start` tells the app about itself: where it can reach its own server (the slug
// check in src/proxy.ts asks this server's REST API which pages exist).
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`

const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

const server = createServer((request, response) => {
  stampPeer(request)
  handle(request, response)
})
// Longer than a load balancer's idle timeout, so it never reuses a socket we just closed.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => console.log(`Ready in production on http://localhost:${port}`))

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
