import type { Payload } from 'payload'

import { serverUrl } from '../../config/server'
import type { User } from '../../payload-types'
import { escapeHtml } from '../../lib/escape-html'

/** Sent when an admin (or a successful payment) approves access: how to install the extension. */
export const sendAccessApprovedEmail = async ({ payload, user }: { payload: Payload; user: User }) => {
  const download = `${serverUrl()}/download`
  await payload.sendEmail({
    to: user.email,
    subject: 'Your Studify access is approved — install the extension',
    html: `<p>Hi ${escapeHtml(user.name)},</p>
<p>Good news: your access to Studify is approved. Install the extension in four steps:</p>
<ol>
<li>Sign in and open <a href="${download}">${download}</a>, then click <strong>Download extension</strong>.</li>
<li>Unzip the archive into a folder you will keep.</li>
<li>Open <code>chrome://extensions</code>, switch on <strong>Developer mode</strong> and choose <strong>Load unpacked</strong>.</li>
<li>Select the folder, pin Studify to the toolbar and sign in.</li>
</ol>
<p>Happy studying!<br/>— The Studify team</p>`,
    text: `Hi ${user.name}, your access to Studify is approved. Download the extension at ${download}, unzip it, open chrome://extensions, enable Developer mode, choose Load unpacked and select the folder.`,
  })
}
