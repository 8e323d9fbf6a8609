import { describe, expect, it } from 'vitest'

import { resetPasswordEmail } from '@/services/email/reset-password-email'
import { LOCALES } from '@/config/locales'
import { accessApprovedEmail } from '@/services/email/messages'
import { trialEndingEmail } from '@/services/email/billing-messages'
import { emailLocale } from '@/services/email/render-email'
import english from '@/messages/en.json'

const TRIAL_END = new Date('2026-03-14T12:00:00Z')

describe("e-mails in the recipient's language", () => {
  it("choose the account's language, else the request's, else English", () => {
    expect(emailLocale({ user: { language: 'fr' }, requestLocale: 'de' })).toBe('fr')
    expect(emailLocale({ user: { language: null }, requestLocale: 'de' })).toBe('de')
    expect(emailLocale({ user: { language: 'xx' }, requestLocale: 'nope' })).toBe('en')
  })

  it('a French account gets the access e-mail in French, as HTML and plain text', async () => {
    const email = await accessApprovedEmail({ user: { name: 'Élodie <b>', language: 'fr' } })
    expect(email.subject).toBe("Votre accès à Studify est approuvé — installez l'extension")
    expect(email.html).toContain('<html lang="fr" dir="ltr">')
    expect(email.html).toContain('Bonjour Élodie &#60;b&#62;,')
    expect(email.html).toContain('<li>Décompressez l&#39;archive dans un dossier que vous conserverez.</li>')
    expect(email.html).toMatch(/href="http:\/\/localhost:\d+\/fr\/download"/)
    expect(email.text).toContain('Bonjour Élodie <b>,')
    expect(email.text).toContain("2. Décompressez l'archive dans un dossier que vous conserverez.")
    expect(email.text).toMatch(/Ouvrir la page de téléchargement: http:\/\/localhost:\d+\/fr\/download/)
    expect(email.text).not.toMatch(/<(p|li|a|ol)\b/)
  })

  it('the reset e-mail follows the request when the account has no language, right to left in Arabic', async () => {
    const email = await resetPasswordEmail({ token: 'a b', user: { name: 'Sami' }, requestLocale: 'ar' })
    expect(email.subject).toBe('أعد تعيين كلمة مرور Studify')
    expect(email.html).toContain('<html lang="ar" dir="rtl">')
    expect(email.html).toMatch(/\/ar\/reset-password\?token=a%20b/)
    expect(email.text).toContain('مرحبًا Sami،')
    expect(email.text).toMatch(/اختيار كلمة مرور جديدة: http:\/\/localhost:\d+\/ar\/reset-password\?token=a%20b/)
  })

  it('the trial notice formats its date and price for the account (German)', async () => {
    const email = await trialEndingEmail({ user: { name: 'Jonas', language: 'de' }, trialEndsAt: TRIAL_END })
    expect(email.subject).toBe('Deine Studify-Testphase endet am 14. März 2026')
    expect(email.text).toMatch(/Danach verlängert sich dein Tarif für \d+,\d\d\s\$ pro Woche\./)
    expect(email.html).toContain('Abo-Einstellungen öffnen')
  })

  it.each(LOCALES.filter((locale) => locale !== 'en'))(
    '%s: every e-mail is translated, none in English',
    async (locale) => {
      const user = { name: 'Kim', language: locale }
      const emails = [
        await accessApprovedEmail({ user }),
        await trialEndingEmail({ user, trialEndsAt: TRIAL_END }),
        await resetPasswordEmail({ token: 't', user }),
      ]
      for (const email of emails) {
        expect(email.html).toContain(`lang="${locale}"`)
        expect(email.text.length).toBeGreaterThan(100)
        expect(email.text).not.toContain(english.emails.common.signOff)
      }
      expect(emails[0]!.subject).not.toBe(english.emails.accessApproved.subject)
      expect(emails[2]!.subject).not.toBe(english.emails.passwordReset.subject)
    },
  )
})
