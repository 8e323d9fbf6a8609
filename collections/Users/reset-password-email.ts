import { serverUrl } from '../../src/config/server'
import { escapeHtml } from '../../src/lib/escape-html'

type Args = { req?: { locale?: string | null }; token?: string; user?: { name?: string | null } }

/** The reset link points at the site's own reset page (not Payload's admin screen). */
export const resetPasswordEmailHtml = ({ token = '', user }: Args = {}) => {
  const link = `${serverUrl()}/reset-password?token=${encodeURIComponent(token)}`
  const name = user?.name ? escapeHtml(user.name) : 'there'
  return `<p>Hi ${name},</p>
<p>Someone asked to reset the password of your Studify account. If it was you, choose a new password here (the link is valid for one hour):</p>
<p><a href="${link}">${link}</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays the same.</p>
<p>— The Studify team</p>`
}

export const resetPasswordEmailSubject = () => 'Reset your Studify password'
