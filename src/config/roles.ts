import { LOCALES, type Locale } from './locales'

/**
 * Who may do what (decisions.md, second wave; issue 23 item 7): admins everything; editors write
 * and publish the site's content in /admin; contributors write drafts of it (an editor publishes
 * them); users (students) the site and the extension only.
 */
export const ROLES = ['admin', 'editor', 'contributor', 'user'] as const
export type Role = (typeof ROLES)[number]
export const DEFAULT_ROLE: Role = 'user'

/** Labels of Payload's own select (the admin's translated views use their message files). */
export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Admin',
  editor: 'Editor',
  contributor: 'Contributor',
  user: 'User',
}

/** Roles that may sign in to /admin; everyone else is sent back to the site. */
export const ADMIN_AREA_ROLES = ['admin', 'editor', 'contributor'] as const satisfies readonly Role[]

export const isAdminAreaRole = (role: string | null | undefined): boolean =>
  (ADMIN_AREA_ROLES as readonly string[]).includes(role ?? '')

/**
 * Roles that write site content (blog, help, competitors, testimonials, FAQs, copy, media) and
 * read its drafts and versions.
 */
export const CONTENT_ROLES = ['admin', 'editor', 'contributor'] as const satisfies readonly Role[]

/**
 * Roles whose writes may go live: publish or unpublish a locale, schedule either, restore a
 * published version, delete or trash, and change what takes effect without a draft (redirects,
 * site settings).
 */
export const PUBLISHING_ROLES = ['admin', 'editor'] as const satisfies readonly Role[]

/** The roles that may be limited to some locales (a translator); admins always have every locale. */
export const LOCALE_LIMITED_ROLES = ['editor', 'contributor'] as const satisfies readonly Role[]

/**
 * The locales an account may see and write in /admin: its `allowedLocales`, or all of them when
 * the list is empty (or the role is not one that can be limited).
 */
export const allowedLocalesOf = (
  user: { role?: string | null; allowedLocales?: readonly string[] | null } | null | undefined,
): readonly Locale[] => {
  const limited = (LOCALE_LIMITED_ROLES as readonly string[]).includes(user?.role ?? '')
  const chosen = limited ? LOCALES.filter((locale) => user?.allowedLocales?.includes(locale)) : []
  return chosen.length ? chosen : LOCALES
}

/** Whether the account is limited to some locales (a translator). */
export const isLocaleLimited = (user: Parameters<typeof allowedLocalesOf>[0]): boolean =>
  allowedLocalesOf(user).length < LOCALES.length

/**
 * Roles in the affiliate programme (spec §6: administrators only for now). The affiliate endpoints
 * (`access: 'admin'`) and the settings panel's Affiliate tab follow it: a student is offered no
 * tab that can only answer "Admin Access Required" (issue 38).
 */
export const AFFILIATE_ROLES = ['admin'] as const satisfies readonly Role[]
