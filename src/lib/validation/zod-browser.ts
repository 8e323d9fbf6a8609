import { z } from 'zod'

// In the browser zod must not compile parsers with `new Function`: the site's Content-Security-
// Policy has no 'unsafe-eval', and even zod's probe for it is reported as a violation. The server
// (no CSP) keeps the compiled fast path.
if (typeof window !== 'undefined') z.config({ jitless: true })
