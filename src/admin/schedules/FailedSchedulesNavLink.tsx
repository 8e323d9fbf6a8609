import type { ServerProps } from 'payload'

import { canSeeTranslationStatus } from '../../access/translation'
import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { loadMessages } from '../../i18n/messages'
import { FailedSchedulesNavLinkClient } from './FailedSchedulesNavLinkClient'

/** `admin.components.beforeNavLinks`: the Failed schedules link, for the content roles, in the admin's language. */
export async function FailedSchedulesNavLink({ user, i18n }: ServerProps) {
  if (!canSeeTranslationStatus(user as { role?: string } | undefined)) return null
  const language = i18n && isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const { admin } = await loadMessages(language)
  return <FailedSchedulesNavLinkClient label={admin.schedules.navLink} />
}
