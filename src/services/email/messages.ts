import type { Payload } from 'payload'

import { serverUrl } from '../../config/server'
import { localizedPath } from '../../lib/paths'
import type { User } from '../../payload-types'
import { emailLocale, emailTranslator, renderEmail } from './render-email'

type Recipient = Pick<User, 'name' | 'language'>

/** Access approved: how to install the extension, in the account's language. */
export const accessApprovedEmail = async ({ user }: { user: Recipient }) => {
  const locale = emailLocale({ user })
  const t = await emailTranslator(locale)
  return renderEmail(locale, t, {
    subject: t('accessApproved.subject'),
    greeting: t('common.greeting', { name: user.name }),
    blocks: [
      { paragraph: t('accessApproved.intro') },
      {
        steps: [
          t('accessApproved.step1'),
          t('accessApproved.step2'),
          t('accessApproved.step3'),
          t('accessApproved.step4'),
        ],
      },
      { action: { label: t('accessApproved.action'), url: `${serverUrl()}${localizedPath(locale, '/download')}` } },
      { paragraph: t('accessApproved.closing') },
    ],
  })
}

/** Sent when an admin (or a successful payment) approves access. */
export const sendAccessApprovedEmail = async ({ payload, user }: { payload: Payload; user: User }) => {
  await payload.sendEmail({ to: user.email, ...(await accessApprovedEmail({ user })) })
}
