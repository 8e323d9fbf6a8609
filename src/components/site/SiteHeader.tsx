import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/navigation'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <nav aria-label={t('mainNavigation')} className="container nav">
        <Link href="/" className="logo">
          Studify
        </Link>
        <Link href="/blog">{t('blog')}</Link>
      </nav>
    </header>
  )
}
