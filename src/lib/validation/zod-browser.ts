import { z } from 'zod'

// In the browser zod must not compile parsers with `new Function`: the site's Content-Security-
// Policy has no 'unsafe-eval', and even zod's probe for it is reported as a violation. The server
// (no CSP) keeps the compiled fast path. zod runs that probe when an object schema is built, so every
// module here that builds schemas imports this one first (a form importing it after a schema
// module was too late: /login reported the probe).
if (typeof window !== 'undefined') z.config({ jitless: true })
