import { loadMessages } from '../../i18n/messages'
import { precompileMessages } from '../../i18n/precompile'

/**
 * The admin's own messages in one language (over English for missing keys), compiled as the
 * browser's message runtime needs them (next.config.ts). One loader for every admin view that
 * shares the `admin-messages` cache key.
 */
export const loadAdminMessages = async (locale: Parameters<typeof loadMessages>[0]) => {
  const { admin, plans } = await loadMessages(locale)
  return precompileMessages({ admin, plans })
}
