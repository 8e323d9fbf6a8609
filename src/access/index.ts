import type { Access, ClientUser, FieldAccess, Where } from 'payload'

import { ADMIN_AREA_ROLES, CONTENT_ROLES } from '../config/roles'
import { checkRole } from './check-role'

export { checkRole }

export const anyone: Access = () => true

export const authenticated: Access = ({ req: { user } }) => Boolean(user)

export const adminOnly: Access = ({ req: { user } }) => checkRole(['admin'], user)

/** Content collections and globals: editors write them as admins do. */
export const editorOrAdmin: Access = ({ req: { user } }) => checkRole(CONTENT_ROLES, user)

/** Admins see every document; a user only their own (a query constraint, not a yes/no). */
export const adminOrSelf: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return { id: { equals: user.id } }
}

/** Admins see every document; a user only the ones they own (a `user` relationship to them). */
export const adminOrOwner: Access = ({ req: { user } }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return { user: { equals: user.id } }
}

/**
 * A student's private upload (a picture asked about): admins read the collection; the student who
 * uploaded one may fetch that file and nothing else (no list, no document, nobody else's file).
 */
export const adminOrUploaderFile: Access = ({ req: { user }, isReadingStaticFile }) => {
  if (!user) return false
  if (checkRole(['admin'], user)) return true
  return isReadingStaticFile ? { uploadedBy: { equals: user.id } } : false
}

export const adminOnlyField: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)

/** Who may open /admin at all (Payload's `access.admin` on the users collection). */
export const canEnterAdminArea = ({ req: { user } }: { req: { user?: { role?: string | null } | null } }) =>
  checkRole(ADMIN_AREA_ROLES, user)

/** Collections only admins manage are left out of an editor's navigation (access still refuses them). */
export const hiddenFromNonAdmins = ({ user }: { user: ClientUser | null }) =>
  !checkRole(['admin'], user as { role?: string | null } | null)

/**
 * A student's own study material (flashcards): each account reads and deletes only its own,
 * staff included — nobody has a reason to read someone else's cards.
 */
export const ownerOnly: Access = ({ req: { user } }) => (user ? { user: { equals: user.id } } : false)

/** Creates a document only for the account making it (the service sets `user` to the caller). */
export const createsOwn: Access = ({ req: { user }, data }) => {
  if (!user) return false
  const owner = (data as { user?: unknown } | undefined)?.user
  return String(typeof owner === 'object' && owner !== null ? (owner as { id: unknown }).id : owner) === String(user.id)
}

/**
 * Drafted site content: editors and admins read every draft and version; everyone else (visitors,
 * students) only what is published — in the locale asked for, as each locale has its own status.
 */
export const publishedOrContentRole: Access = ({ req: { user } }) =>
  checkRole(CONTENT_ROLES, user) ? true : { _status: { equals: 'published' } }

/** The jobs queue (scheduled publishing): editors and admins queue, run and cancel; no one else. */
export const contentRoleOnly = ({ req: { user } }: { req: { user?: { role?: string | null } | null } }): boolean =>
  checkRole(CONTENT_ROLES, user)

/** As `publishedOrContentRole`, for collections with a trash: visitors may ask for `?trash=true`. */
export const publishedUntrashedOrContentRole: Access = ({ req: { user } }) => {
  if (checkRole(CONTENT_ROLES, user)) return true
  const published: Where = { _status: { equals: 'published' } }
  const untrashed: Where = { deletedAt: { exists: false } }
  return { and: [published, untrashed] }
}
