import type { Payload } from 'payload'

import { PLANS, formatUsd } from '../../config/plans'
import { serverUrl } from '../../config/server'
import { localizedPath } from '../../lib/paths'
import type { User } from '../../payload-types'
import { emailLocale, emailTranslator, renderEmail } from './render-email'

type Recipient = Pick<User, 'name' | 'language'>

/** Three days' notice before the trial turns into the weekly plan, in the account's language. */
export const trialEndingEmail = async ({ user, trialEndsAt }: { user: Recipient; trialEndsAt: Date }) => {
  const locale = emailLocale({ user })
  const t = await emailTranslator(locale)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(trialEndsAt)
  const price = formatUsd(PLANS.weekly.priceCents, locale)
  return renderEmail(locale, t, {
    subject: t('trialEnding.subject', { date }),
    greeting: t('common.greeting', { name: user.name }),
    blocks: [
      { paragraph: t('trialEnding.body', { date, price }) },
      { paragraph: t('trialEnding.keep') },
      {
        action: { label: t('trialEnding.action'), url: `${serverUrl()}${localizedPath(locale)}#settings=subscription` },
      },
    ],
  })
}

export const sendTrialEndingEmail = async ({
  payload,
  user,
  trialEndsAt,
}: {
  payload: Payload
  user: User
  trialEndsAt: Date
}) => {
  await payload.sendEmail({ to: user.email, ...(await trialEndingEmail({ user, trialEndsAt })) })
}
