import { serverUrl } from '../../config/server'
import { localizedPath } from '../../lib/paths'
import { emailLocale, emailTranslator, renderEmail } from './render-email'

type Recipient = { name?: string | null; language?: string | null }

/**
 * The reset e-mail, in the account's language, else the language of the request that asked for it.
 * Its link opens the site's own reset page (not Payload's admin screen). The site's "forgot
 * password" sends it with both parts (services/accounts/passwords.ts); Payload's own admin screen
 * asks for the subject and the HTML through the two functions below (collections/Users).
 */
export const resetPasswordEmail = async ({
  token,
  user,
  requestLocale,
}: {
  token: string
  user?: Recipient
  requestLocale?: string | null
}) => {
  const locale = emailLocale({ user, requestLocale })
  const t = await emailTranslator(locale)
  return renderEmail(locale, t, {
    subject: t('passwordReset.subject'),
    greeting: user?.name ? t('common.greeting', { name: user.name }) : t('common.greetingNoName'),
    blocks: [
      { paragraph: t('passwordReset.intro') },
      {
        action: {
          label: t('passwordReset.action'),
          url: `${serverUrl()}${localizedPath(locale, '/reset-password')}?token=${encodeURIComponent(token)}`,
        },
      },
      { paragraph: t('passwordReset.ignore') },
    ],
  })
}

type HookArgs = { req?: { locale?: string | null }; token?: string; user?: Recipient }

export const resetPasswordEmailHtml = async ({ req, token = '', user }: HookArgs = {}) =>
  (await resetPasswordEmail({ token, user, requestLocale: req?.locale })).html
export const resetPasswordEmailSubject = async ({ req, user }: HookArgs = {}) =>
  (await resetPasswordEmail({ token: '', user, requestLocale: req?.locale })).subject
