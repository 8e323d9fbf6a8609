import * as z from 'zod'

/**
 * The one message protocol of the extension. Every message is a `{ type, … }` object; receivers
 * parse with these schemas and ignore anything else.
 *
 * - `studify/auth-token`: the site's /extension/connect page → the service worker
 *   (`chrome.runtime.sendMessage(EXTENSION_ID, …)`, accepted only from the site's origin).
 * - `studify/site-signed-out`: the site's page → the service worker, after the site signed out
 *   (best effort: the server has already ended the extension session that site session opened;
 *   this only lets the panel show it at once). The worker asks the server, never trusts the message.
 * - `studify/sign-out`: the panel → the service worker.
 *
 * Firefox lets no web page message an extension (no `externally_connectable`), so there the site's
 * /extension/connect page posts the same site messages to its own window in a `BridgeRequest`
 * envelope; the extension's content script on that page (connect-bridge.ts) hands them to the
 * worker and posts the answer back in a `BridgeResponse`.
 */
export const MESSAGE_TYPES = {
  authToken: 'studify/auth-token',
  siteSignedOut: 'studify/site-signed-out',
  signOut: 'studify/sign-out',
} as const

/** A Payload JWT: three base64url parts. */
const tokenSchema = z
  .string()
  .max(8192)
  .regex(/^[\w-]+\.[\w-]+\.[\w-]+$/)

export const authTokenMessageSchema = z.object({ type: z.literal(MESSAGE_TYPES.authToken), token: tokenSchema })
export const siteSignedOutMessageSchema = z.object({ type: z.literal(MESSAGE_TYPES.siteSignedOut) })
export const signOutMessageSchema = z.object({ type: z.literal(MESSAGE_TYPES.signOut) })

export const messageSchema = z.discriminatedUnion('type', [
  authTokenMessageSchema,
  siteSignedOutMessageSchema,
  signOutMessageSchema,
])
export type Message = z.infer<typeof messageSchema>
export type AuthTokenMessage = z.infer<typeof authTokenMessageSchema>
export type SiteSignedOutMessage = z.infer<typeof siteSignedOutMessageSchema>
export type SignOutMessage = z.infer<typeof signOutMessageSchema>

/** What the site may send: the token handoff, and that it signed out. */
export const externalMessageSchema = z.discriminatedUnion('type', [authTokenMessageSchema, siteSignedOutMessageSchema])
/** What the extension's own pages may send. */
export const internalMessageSchema = signOutMessageSchema

export const AUTH_FAILURES = ['forbidden', 'invalid', 'rejected', 'unreachable'] as const
export type AuthFailure = (typeof AUTH_FAILURES)[number]

/** The answer to `studify/auth-token`; the connect page shows a message for each failure. */
export const authTokenResponseSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true) }),
  z.object({ ok: z.literal(false), error: z.enum(AUTH_FAILURES) }),
])
export type AuthTokenResponse = z.infer<typeof authTokenResponseSchema>

export const signOutResponseSchema = z.object({ ok: z.literal(true) })
export type SignOutResponse = z.infer<typeof signOutResponseSchema>

/** The window-message envelopes of the Firefox hand-off (connect-bridge.ts). */
export const BRIDGE = {
  site: 'studify-site',
  extension: 'studify-extension',
  /** Set on the page's root element by the content script: the page knows the bridge is there. */
  readyAttribute: 'data-studify-bridge',
} as const

export const bridgeRequestSchema = z.object({
  source: z.literal(BRIDGE.site),
  id: z.string().min(1).max(64),
  message: externalMessageSchema,
})
export type BridgeRequest = z.infer<typeof bridgeRequestSchema>

export const bridgeResponseSchema = z.object({
  source: z.literal(BRIDGE.extension),
  id: z.string().min(1).max(64),
  response: authTokenResponseSchema,
})
export type BridgeResponse = z.infer<typeof bridgeResponseSchema>
