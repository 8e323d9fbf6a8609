import type { CheckboxFieldServerComponent } from 'payload'

import { canTranslateInto } from '../../access/translation'
import { DEFAULT_LOCALE, isLocale } from '../../config/locales'
import { loadMessages } from '../../i18n/messages'
import { machineDraftUnavailableReason } from '../../services/content/draft-from-english'
import { MachineDraftPanel } from './MachineDraftPanel'

/**
 * The `machineDrafted` field in the edit view's sidebar: the machine-drafted mark of the locale
 * being edited and the "Draft from English" button. Why the button is off (no model on the
 * server, no permission for this language) is decided here, on the server, in the admin's language.
 */
export const MachineDraftField: CheckboxFieldServerComponent = async ({ i18n, req, path }) => {
  const language = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE
  const { admin, validation } = await loadMessages(language)
  const locale = isLocale(req.locale) ? req.locale : DEFAULT_LOCALE
  const reason =
    machineDraftUnavailableReason(validation) ??
    (canTranslateInto(req.user as { role?: string } | null, locale) ? null : validation.translationLocaleNotAllowed)
  return (
    <MachineDraftPanel path={path} labels={admin.translation.panel} adminLocale={language} disabledReason={reason} />
  )
}
