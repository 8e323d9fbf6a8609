import type { Role } from '../config/roles'

type MaybeUser = { role?: string | null } | null | undefined

export const checkRole = (roles: readonly Role[], user: MaybeUser): boolean =>
  Boolean(user?.role && (roles as readonly string[]).includes(user.role))
