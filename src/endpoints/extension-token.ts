import { extensionTokenSchema } from '../lib/validation/auth'
import { endExtensionSession, listExtensionSessions, openExtensionSession } from '../services/accounts/sessions'
import { defineEndpoint } from './define-endpoint'

const noStore = { 'cache-control': 'no-store' }

/** "Chrome on Windows": enough for a student to tell their devices apart in Settings. */
const deviceFrom = (userAgent: string) => {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\//.test(userAgent)
      ? 'Opera'
      : /Chrome\//.test(userAgent)
        ? 'Chrome'
        : 'Browser'
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /CrOS/.test(userAgent)
      ? 'ChromeOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Android/.test(userAgent)
          ? 'Android'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : ''
  return system ? `${browser} · ${system}` : browser
}

/**
 * POST /api/auth/extension-token {device?} → `{ token }`: a session of the extension's own, for
 * the signed-in user. The /extension/connect page hands it to the browser extension
 * (`chrome.runtime.sendMessage`), which then calls the API with `Authorization: Bearer`. It is
 * not the site's cookie token, but it ends with it: signing out the site session that asked for it
 * signs the extension out too (a shared computer keeps nothing). Settings lists it and can end it
 * alone ("Sign out this device").
 */
export const extensionTokenEndpoint = defineEndpoint({
  path: '/auth/extension-token',
  method: 'post',
  access: 'user',
  body: extensionTokenSchema,
  handler: async ({ req, user, body }) => {
    const device = body.device || deviceFrom(req.headers.get('user-agent') ?? '')
    const { token } = await openExtensionSession({ payload: req.payload, user, device, req })
    return Response.json({ token }, { headers: noStore })
  },
})

/** GET /api/auth/extension-sessions → the account's connected extensions. */
export const extensionSessionsEndpoint = defineEndpoint({
  path: '/auth/extension-sessions',
  method: 'get',
  access: 'user',
  handler: async ({ req, user }) =>
    Response.json({ sessions: await listExtensionSessions({ payload: req.payload, user }) }, { headers: noStore }),
})

/** DELETE /api/auth/extension-sessions/:id → signs that device out (its token stops working). */
export const endExtensionSessionEndpoint = defineEndpoint({
  path: '/auth/extension-sessions/:id',
  method: 'delete',
  access: 'user',
  handler: async ({ req, user, params, messages }) => {
    await endExtensionSession({ payload: req.payload, user, id: params.id!, messages })
    return Response.json({ success: true }, { headers: noStore })
  },
})

export const extensionSessionEndpoints = [
  extensionTokenEndpoint,
  extensionSessionsEndpoint,
  endExtensionSessionEndpoint,
]
