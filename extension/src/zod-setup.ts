import * as z from 'zod'

// Extension pages and the service worker run under the default MV3 CSP (no eval): zod must not try
// to compile parsers with `new Function`. Imported first by every entry point.
z.config({ jitless: true })
