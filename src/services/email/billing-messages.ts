import type { Payload } from 'payload'

import { PLANS, formatUsd } from '../../config/plans'
import { serverUrl } from '../../config/server'
import { escapeHtml } from '../../lib/escape-html'
import type { User } from '../../payload-types'

/** Three days' notice before the trial turns into the weekly plan (sent once per trial). */
export const sendTrialEndingEmail = async ({
  payload,
  user,
  trialEndsAt,
}: {
  payload: Payload
  user: User
  trialEndsAt: Date
}) => {
  const price = formatUsd(PLANS.weekly.priceCents, 'en-US')
  const when = trialEndsAt.toUTCString()
  const manage = `${serverUrl()}/#settings=subscription`
  await payload.sendEmail({
    to: user.email,
    subject: `Your Studify trial ends on ${trialEndsAt.toDateString()}`,
    html: `<p>Hi ${escapeHtml(user.name)},</p>
<p>Your Studify trial ends on <strong>${escapeHtml(when)}</strong>. After that your plan renews at ${price} per week.</p>
<p>Nothing to do if you want to keep studying with Studify. To change or cancel, open <a href="${manage}">your subscription settings</a>.</p>
<p>— The Studify team</p>`,
    text: `Hi ${user.name}, your Studify trial ends on ${when}. After that your plan renews at ${price} per week. To change or cancel: ${manage}`,
  })
}
