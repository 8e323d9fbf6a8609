import { getTranslations } from 'next-intl/server'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'
import { Link } from '@/i18n/navigation'
import { getPayloadClient } from '@/lib/payload'
import { getSiteSettings } from '@/services/content/queries'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  const settings = await getSiteSettings({ payload: await getPayloadClient(), locale })
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t('language')}>
          <ul className="language-list">
            {LOCALES.map((code) => (
              <li key={code}>
                <Link href="/" locale={code} hrefLang={code} lang={code}>
                  {LANGUAGES[code].nativeName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <p>
          <a href={`mailto:${settings.supportEmail}`}>{t('contactSupport', { email: settings.supportEmail })}</a>
        </p>
        <p>{t('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
