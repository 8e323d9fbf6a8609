/**
 * Who may do what (decisions.md, second wave): admins everything; editors the content collections
 * and globals in /admin; users (students) the site and the extension only.
 */
export const ROLES = ['admin', 'editor', 'user'] as const
export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'user'

/** Labels of Payload's own select (the admin's translated views use their message files). */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Admin', editor: 'Editor', user: 'User' }

/** Roles that may sign in to /admin; everyone else is sent back to the site. */
export const ADMIN_AREA_ROLES = ['admin', 'editor'] as const satisfies readonly Role[]

export const isAdminAreaRole = (role: string | null | undefined): boolean =>
  (ADMIN_AREA_ROLES as readonly string[]).includes(role ?? '')

/** Roles that write site content (blog, help, competitors, testimonials, FAQs, copy, media). */
export const CONTENT_ROLES = ['admin', 'editor'] as const satisfies readonly Role[]
