import type { Endpoint } from 'payload'

import { forgotPasswordEndpoint, loginEndpoint, logoutEndpoint, resetPasswordEndpoint } from './index'

/**
 * Payload's stock auth routes of the users collection, taken over by ours (a collection's own
 * endpoints come before Payload's): /api/users/login, /logout, /forgot-password and
 * /reset-password run exactly the handlers of /api/auth/* — the same per-address limits, lockout
 * and messages, and logout ends the session. The rest keep Payload's handlers under our rules:
 * unlock is admin-only (`access.unlock`), me and refresh-token honour revoked sessions, and
 * first-register only answers an installation without accounts.
 */
const at = (endpoint: Endpoint, path: string): Endpoint => ({ ...endpoint, path })

export const usersAuthEndpoints: Endpoint[] = [
  at(loginEndpoint, '/login'),
  at(logoutEndpoint, '/logout'),
  at(forgotPasswordEndpoint, '/forgot-password'),
  at(resetPasswordEndpoint, '/reset-password'),
]
