import type { Locale } from '../config/locales'
import { CONTENT_ROLES } from '../config/roles'
import { checkRole } from './check-role'

type MaybeUser = { role?: string | null } | null | undefined

/** Who sees the translation-status view and its endpoint: the content roles. */
export const canSeeTranslationStatus = (user: MaybeUser): boolean => checkRole(CONTENT_ROLES, user)

/**
 * Who may write a translation into `locale` ("Draft from English"): the one place the locale
 * permission is decided, so a per-user list of allowed locales applies here once accounts have one.
 */
export const canTranslateInto = (user: MaybeUser, _locale: Locale): boolean => checkRole(CONTENT_ROLES, user)
