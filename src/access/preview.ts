import { CONTENT_ROLES } from '../config/roles'
import { checkRole } from './check-role'

/** Who may see drafts on the site (draft mode): the roles that write content, nobody else. */
export const canPreviewDrafts = (user: { role?: string | null } | null | undefined): boolean =>
  checkRole(CONTENT_ROLES, user)
