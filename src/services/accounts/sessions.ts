import { randomUUID } from 'node:crypto'

import { addSessionToUser } from 'payload/shared'
import { getFieldsToSign, jwtSign, logoutOperation, type Payload, type PayloadRequest } from 'payload'

import { AppError } from '../../lib/errors/app-error'
import type { User } from '../../payload-types'

type ExtensionSessionRow = {
  id?: string | null
  sid: string
  device?: string | null
  connectedAt?: string | null
  openedBy?: string | null
}
type StoredUser = User & {
  sessions?: { id: string; expiresAt: string | Date }[] | null
  extensionSessions?: ExtensionSessionRow[] | null
}

export type ExtensionSession = { id: string; device: string; connectedAt: string | null }

/** The Payload session id the request's token names (set by Payload's JWT strategy). */
const sessionIdOf = (req: PayloadRequest): string | null => {
  const sid = (req.user as { _sid?: unknown } | null)?._sid
  return typeof sid === 'string' && sid ? sid : null
}

const storedUser = async (payload: Payload, id: User['id'], req?: PayloadRequest) =>
  (await payload.db.findOne<StoredUser>({ collection: 'users', where: { id: { equals: id } }, req }))!

/**
 * Ends the extension sessions a site session opened (/extension/connect): on a shared computer the
 * next person must not keep the student's extension. Server-side, so it holds when the page
 * cannot reach the extension (another browser profile, Firefox, the extension removed).
 */
const endExtensionSessionsOpenedBy = async ({
  req,
  userId,
  sid,
}: {
  req: PayloadRequest
  userId: User['id']
  sid: string
}) => {
  const stored = await storedUser(req.payload, userId, req)
  const linked = (stored.extensionSessions ?? []).filter((row) => row.openedBy === sid)
  if (!linked.length) return
  const ended = new Set(linked.map((row) => row.sid))
  await req.payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: {
      sessions: (stored.sessions ?? []).filter((session) => !ended.has(session.id)),
      extensionSessions: (stored.extensionSessions ?? []).filter((row) => !linked.includes(row)),
    },
    req,
    returning: false,
  })
}

/**
 * Ends the session the request was authenticated with (Payload's own logout: the session id in
 * the token is removed from the account, so the token and every token refreshed from it stop
 * working at once, on every app server), and the extension sessions it opened.
 */
export const endCurrentSession = async ({ req }: { req: PayloadRequest }) => {
  if (!req.user || req.user.collection !== 'users') return
  const sid = sessionIdOf(req)
  const userId = req.user.id
  await logoutOperation({ collection: req.payload.collections.users, req })
  if (sid) await endExtensionSessionsOpenedBy({ req, userId, sid })
}

/**
 * "Sign out everywhere" (Payload's `allSessions`): every session of the account ends, on the site,
 * on phones and in every connected extension, the caller's own included.
 */
export const endAllSessions = async ({ req }: { req: PayloadRequest }) => {
  if (!req.user || req.user.collection !== 'users') return
  const userId = req.user.id
  await logoutOperation({ allSessions: true, collection: req.payload.collections.users, req })
  await req.payload.db.updateOne({
    collection: 'users',
    id: userId,
    data: { extensionSessions: [] },
    req,
    returning: false,
  })
}

const isLive = (user: StoredUser, sid: string) =>
  (user.sessions ?? []).some((session) => session.id === sid && new Date(session.expiresAt).getTime() > Date.now())

/**
 * A session of its own for the browser extension, minted the way Payload's login mints one (a
 * session id on the account, signed into the token). It remembers the site session that opened
 * it: signing that one out ends it too (`endCurrentSession`); Settings can end it alone.
 */
export const openExtensionSession = async ({
  payload,
  user,
  device,
  req,
}: {
  payload: Payload
  user: User
  device: string
  req: PayloadRequest
}): Promise<{ token: string; exp?: number }> => {
  const collectionConfig = payload.collections.users.config
  const stored = await storedUser(payload, user.id)
  const { sid } = await addSessionToUser({ collectionConfig, payload, req, user: stored as never })
  if (!sid) throw new Error('Payload sessions are off: an extension session cannot be revoked')
  const rows = (stored.extensionSessions ?? []).filter((row) => isLive(stored, row.sid))
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    // A raw database write: the row id Payload's field hooks would add is given here, and the
    // sessions go along (the SQL adapters rewrite the account's array tables on such a write).
    data: {
      sessions: stored.sessions,
      extensionSessions: [
        ...rows,
        { id: randomUUID(), sid, device, connectedAt: new Date().toISOString(), openedBy: sessionIdOf(req) },
      ],
    },
    req,
    returning: false,
  })
  const fieldsToSign = getFieldsToSign({ collectionConfig, email: stored.email, sid, user: stored as never })
  const { token, exp } = await jwtSign({
    fieldsToSign,
    secret: payload.secret,
    tokenExpiration: collectionConfig.auth.tokenExpiration,
  })
  return { token, exp }
}

/** The account's connected extensions (sessions that have not ended or expired). */
export const listExtensionSessions = async ({
  payload,
  user,
}: {
  payload: Payload
  user: User
}): Promise<ExtensionSession[]> => {
  const stored = await storedUser(payload, user.id)
  return (stored.extensionSessions ?? [])
    .filter((row) => isLive(stored, row.sid))
    .map((row) => ({ id: String(row.id), device: row.device ?? '', connectedAt: row.connectedAt ?? null }))
}

/** "Sign out this device": ends one of the account's own extension sessions. */
export const endExtensionSession = async ({
  payload,
  user,
  id,
  messages,
}: {
  payload: Payload
  user: User
  id: string
  messages: { extensionSessionNotFound: string }
}) => {
  const stored = await storedUser(payload, user.id)
  const row = (stored.extensionSessions ?? []).find((candidate) => String(candidate.id) === id)
  if (!row) throw new AppError('notFound', messages.extensionSessionNotFound)
  await payload.db.updateOne({
    collection: 'users',
    id: user.id,
    data: {
      sessions: (stored.sessions ?? []).filter((session) => session.id !== row.sid),
      extensionSessions: (stored.extensionSessions ?? []).filter((candidate) => candidate !== row),
    },
    returning: false,
  })
}
