import { createHash, randomBytes } from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'

import type { Locale } from '../../config/locales'
import { serverUrl } from '../../config/server'
import { EMAIL_CHANGE_LINK_HOURS } from '../../config/limits'
import { loadMessages } from '../../i18n/messages'
import { escapeHtml } from '../../lib/escape-html'
import { AppError } from '../../lib/errors/app-error'
import { isDatabaseUnavailable } from '../../lib/http/database-outage'
import type { User } from '../../payload-types'

/** Only the hash of a link's token is stored: a database read does not hand out working links. */
const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '')

/**
 * Starts a change of the account's e-mail: the new address gets a link that makes the change
 * (valid EMAIL_CHANGE_LINK_HOURS), the current one a notice. Until the link is used nothing
 * changes: a stolen session cannot move the account to an attacker's mailbox unnoticed.
 */
export const requestEmailChange = async ({
  payload,
  user,
  newEmail,
  locale,
  req,
}: {
  payload: Payload
  user: Pick<User, 'id' | 'email' | 'name'>
  newEmail: string
  locale: Locale
  /** The update that asked for the change: the pending change is saved in its transaction. */
  req?: PayloadRequest
}) => {
  const token = randomBytes(32).toString('base64url')
  await payload.update({
    collection: 'users',
    id: user.id,
    data: {
      pendingEmail: newEmail,
      emailChangeTokenHash: tokenHash(token),
      emailChangeExpiresAt: new Date(Date.now() + EMAIL_CHANGE_LINK_HOURS * 3600_000).toISOString(),
    },
    overrideAccess: true,
    req,
    context: { disableRevalidate: true },
  })
  const { emailChange: t } = await loadMessages(locale)
  const values = { name: escapeHtml(user.name), newEmail: escapeHtml(newEmail), hours: String(EMAIL_CHANGE_LINK_HOURS) }
  const link = `${serverUrl()}/${locale}/confirm-email?token=${token}`
  await payload.sendEmail({
    to: newEmail,
    subject: t.confirmSubject,
    html: `<p>${fill(t.greeting, values)}</p>\n<p>${fill(t.confirmBody, values)}</p>\n<p><a href="${link}">${link}</a></p>\n<p>${fill(t.confirmIgnore, values)}</p>\n<p>${t.signature}</p>`,
    text: `${fill(t.confirmBody, values)}\n${link}`,
  })
  await payload.sendEmail({
    to: user.email,
    subject: t.noticeSubject,
    html: `<p>${fill(t.greeting, values)}</p>\n<p>${fill(t.noticeBody, values)}</p>\n<p>${fill(t.noticeNotYou, values)}</p>\n<p>${t.signature}</p>`,
    text: `${fill(t.noticeBody, values)}\n${fill(t.noticeNotYou, values)}`,
  })
}

/** Makes the change a link asked for: once, before it expires, if the address is still free. */
export const confirmEmailChange = async ({
  payload,
  token,
  messages,
}: {
  payload: Payload
  token: string
  messages: { emailChangeLinkInvalid: string; emailTaken: string }
}): Promise<{ email: string }> => {
  const user = await payload.db.findOne<{
    id: User['id']
    pendingEmail?: string | null
    emailChangeExpiresAt?: string | null
  }>({
    collection: 'users',
    where: { emailChangeTokenHash: { equals: tokenHash(token) } },
  })
  const isValid = user?.pendingEmail && user.emailChangeExpiresAt && new Date(user.emailChangeExpiresAt) > new Date()
  if (!user || !isValid) throw new AppError('badRequest', messages.emailChangeLinkInvalid, { field: 'token' })
  const email = user.pendingEmail!
  try {
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { email, pendingEmail: null, emailChangeTokenHash: null, emailChangeExpiresAt: null },
      overrideAccess: true,
      context: { disableRevalidate: true, emailChangeConfirmed: true },
    })
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    throw new AppError('badRequest', messages.emailTaken, { field: 'email' })
  }
  return { email }
}
