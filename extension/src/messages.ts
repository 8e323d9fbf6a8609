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
