import type { Access, ClientUser, FieldAccess } from 'payload'

import { ADMIN_AREA_ROLES } from '../config/roles'
import { checkRole } from './check-role'

export { checkRole }

export const anyone: Access = () => true

export const authenticated: Access = ({ req: { user } }) => Boolean(user)

export const adminOnly: Access = ({ req: { user } }) => checkRole(['admin'], user)

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

export {
  canPublish,
  deletesContent,
  editsOwnMedia,
  mayWriteLocale,
  publishedOrContentRole,
  publishedUntrashedOrContentRole,
  publisherOnly,
  publishesImmediately,
  writesEveryLocale,
  readsDrafts,
  readsDraftsField,
  writesContent,
  writesDraftContent,
} from './editorial'

export { deletesContentOrOwnDraft, ownNeverPublished } from './own-drafts'
