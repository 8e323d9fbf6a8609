import type { ServerProps } from 'payload'

import { canSeeTranslationStatus } from '../../access/translation'
import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { loadMessages } from '../../i18n/messages'
import { TranslationNavLinkClient } from './TranslationNavLinkClient'

/**
 * `admin.components.beforeNavLinks`: the Translation status link at the top of the admin's
 * navigation, for editors and admins, labelled in the admin's language.
 */
export async function TranslationNavLink({ user, i18n }: ServerProps) {
  if (!canSeeTranslationStatus(user as { role?: string } | undefined)) return null
  const language = i18n && isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const { admin } = await loadMessages(language)
  return <TranslationNavLinkClient label={admin.translation.navLink} />
}
