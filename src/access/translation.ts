import type { Locale } from '../config/locales'
import { allowedLocalesOf, CONTENT_ROLES } from '../config/roles'
import { checkRole } from './check-role'

type MaybeUser = { role?: string | null; allowedLocales?: readonly string[] | null } | null | undefined

/** Who sees the translation-status view and its endpoint: the content roles. */
export const canSeeTranslationStatus = (user: MaybeUser): boolean => checkRole(CONTENT_ROLES, user)

/**
 * Who may write a translation into `locale` ("Draft from English"): a content role allowed that
 * locale (a translator limited to some languages writes only those; config/roles.ts).
 */
export const canTranslateInto = (user: MaybeUser, locale: Locale): boolean =>
  checkRole(CONTENT_ROLES, user) && allowedLocalesOf(user).includes(locale)
