import type { Access, Where } from 'payload'

import type { Locale } from '../config/locales'
import { allowedLocalesOf, CONTENT_ROLES, isLocaleLimited, PUBLISHING_ROLES } from '../config/roles'
import { checkRole } from './check-role'

/**
 * Who writes and publishes site content (issue 23 item 7). Contributors write drafts; editors and
 * admins also publish, unpublish, schedule, delete and trash. An account limited to some locales
 * (a translator) reads drafts and writes only in those; whatever touches every locale at once (a
 * delete, a version restore, `?locale=all`) is for accounts with all of them.
 */
type EditorialUser = { id?: number | string; role?: string | null; allowedLocales?: readonly string[] | null }
type MaybeUser = EditorialUser | null | undefined

/** Whether `user` may write content in `locale` (`all`, `*` or none: every locale at once). */
export const mayWriteLocale = (user: MaybeUser, locale: string | null | undefined): boolean =>
  !isLocaleLimited(user) || allowedLocalesOf(user).includes(locale as Locale)

export const canPublish = (user: MaybeUser): boolean => checkRole(PUBLISHING_ROLES, user)

/** `_status: 'published'` in a write: what Payload's Publish sends and what its permission check asks. */
const publishes = (data: unknown) => (data as { _status?: unknown } | undefined)?._status === 'published'

/**
 * Create and update of drafted content (collections and globals): the content roles, in a locale
 * of theirs; a contributor only while it stays a draft. Payload asks this with `_status:
 * 'published'` to decide whether to show Publish, Unpublish and Schedule, so contributors see none.
 */
export const writesDraftContent: Access = ({ req: { user, locale }, data }) =>
  checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale) && (canPublish(user) || !publishes(data))

/** Content without drafts that a contributor may still add to and correct (categories). */
export const writesContent: Access = ({ req: { user, locale } }) =>
  checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale)

/** Media: anyone who writes content uploads; a contributor edits only what they uploaded. */
export const editsOwnMedia: Access = ({ req: { user, locale } }) => {
  if (!checkRole(CONTENT_ROLES, user) || !mayWriteLocale(user, locale)) return false
  if (canPublish(user)) return true
  return { createdBy: { equals: user!.id } }
}

/** What takes effect without a draft (redirects, site settings): editors and admins. */
export const publishesImmediately: Access = ({ req: { user, locale } }) =>
  canPublish(user) && mayWriteLocale(user, locale)

/**
 * Redirects apply in every language at once: editors and admins with all of them. (The write guard
 * refuses a translator with its reason; this access is what the admin asks to offer Create and Save.)
 */
export const writesEveryLocale: Access = ({ req: { user } }) => canPublish(user) && !isLocaleLimited(user)

/** Delete and trash remove every locale at once: editors and admins with all of them. */
export const deletesContent: Access = ({ req: { user } }) => canPublish(user) && !isLocaleLimited(user)

/**
 * Versions hold every locale's drafts: the content roles, a translator only while reading one of
 * their own locales (published-read.ts then drops the other locales' text from each version).
 */
export const readsDrafts: Access = ({ req: { user, locale } }) =>
  checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale)

/** A field only the content roles read (who uploaded a file). */
export const readsDraftsField = ({ req: { user } }: { req: { user?: MaybeUser } }): boolean =>
  checkRole(CONTENT_ROLES, user)

const PUBLISHED: Where = { _status: { equals: 'published' } }

/**
 * Drafted site content: the content roles read every draft in their locales; everyone else
 * (visitors, students, a translator in someone else's locale) only what is published there.
 */
export const publishedOrContentRole: Access = ({ req: { user, locale } }) =>
  checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale) ? true : PUBLISHED

/** As `publishedOrContentRole`, for collections with a trash: visitors may ask for `?trash=true`. */
export const publishedUntrashedOrContentRole: Access = ({ req: { user, locale } }) => {
  if (checkRole(CONTENT_ROLES, user) && mayWriteLocale(user, locale)) return true
  return { and: [PUBLISHED, { deletedAt: { exists: false } }] }
}

/** The jobs queue (scheduled publishing): editors and admins queue, run and cancel; no one else. */
export const publisherOnly = ({ req: { user } }: { req: { user?: MaybeUser } }): boolean => canPublish(user)

/**
 * Payload's `localization.filterAvailableLocales`: the admin's locale selector offers a translator
 * only their locales, and "publish all locales" publishes only those.
 */
export const filterAvailableLocales = <L extends { code: string }>({
  locales,
  req,
}: {
  locales: L[]
  req: { user?: unknown }
}): L[] => {
  const allowed: readonly string[] = allowedLocalesOf(req.user as MaybeUser)
  return locales.filter((locale) => allowed.includes(locale.code))
}
