#!/usr/bin/env node
// The production server: Next's own request handler behind a plain Node HTTP server, so the app can
// know the connection's real address (see src/lib/http/peer-stamp.ts) and every response of a cached
// page gets a script nonce of its own (src/lib/http/nonce-placeholder.ts). `npm start` runs it after
// building and migrating; `npm run start:prod` runs it alone.
import { createServer } from 'node:http'

import next from 'next'
import compression from 'next/dist/compiled/compression/index.js'
import { releaseCompressionStream } from 'next/dist/server/lib/release-compression-stream.js'

// Node 24 runs these erasable-syntax TypeScript modules as they are (type stripping).
import { installNoncePlaceholder, rewriteNonces } from '../src/lib/http/nonce-placeholder.ts'
import { stampPeer } from '../src/lib/http/peer-stamp.ts'

const port = Number(process.env.PORT || 3000)
const hostname = process.env.HOSTNAME || '0.0.0.0'
process.env.NODE_ENV = 'production'
// What `next start` tells the app about itself: where it can reach its own server (the slug
// check in src/proxy.ts asks this server's REST API which pages exist).
process.env.__NEXT_PRIVATE_ORIGIN ??= `http://${['0.0.0.0', '::'].includes(hostname) ? '127.0.0.1' : hostname}:${port}`

// Before Next starts: the proxy stamps this placeholder into every page it renders.
const placeholder = installNoncePlaceholder()
const app = next({ dev: false, hostname, port })
const handle = app.getRequestHandler()
await app.prepare()

// Compression is done here rather than by Next (next.config.ts `compress: false`): the nonce is
// replaced in the body before it is compressed, so compression must wrap the response first.
const compress = compression()

const server = createServer((request, response) => {
  stampPeer(request)
  compress(request, response, () => {})
  // On client disconnect the middleware never ends its zlib stream (what Next does, router-server.js).
  response.once('close', () => {
    if (!response.writableFinished) releaseCompressionStream(response)
  })
  rewriteNonces(response, placeholder)
  handle(request, response)
})
// Longer than a load balancer's idle timeout, so it never reuses a socket we just closed.
server.keepAliveTimeout = 65_000
server.headersTimeout = 66_000
server.listen(port, hostname, () => console.log(`Ready in production on http://localhost:${port}`))

const stop = () => server.close(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
