import type { Access, FieldAccess } from 'payload'

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

export const adminOnlyField: FieldAccess = ({ req: { user } }) => checkRole(['admin'], user)
