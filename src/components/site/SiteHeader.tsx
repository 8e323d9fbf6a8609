import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/config/locales'
import { Link } from '@/i18n/link'

import { AccountActions } from '../auth/AccountActions'
import { BrandLink } from './BrandLink'
import styles from './Header.module.css'
import { HeaderShell } from './HeaderShell'
import { LanguageSwitcher } from './LanguageSwitcher'

export async function SiteHeader({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'common' })
  return (
    <>
      <a className="skip-link" href="#main">
        {t('skipToContent')}
      </a>
      <HeaderShell
        brand={<BrandLink locale={locale} />}
        nav={
          <nav aria-label={t('mainNavigation')} className={styles.nav}>
            <Link href={{ pathname: '/', hash: 'features' }}>{t('features')}</Link>
            <Link href={{ pathname: '/', hash: 'how-it-works' }}>{t('howItWorks')}</Link>
            <Link href={{ pathname: '/', hash: 'pricing' }}>{t('pricing')}</Link>
            <Link href="/search">{t('search')}</Link>
          </nav>
        }
        actions={
          <div className={styles.actions}>
            <LanguageSwitcher />
            <AccountActions />
          </div>
        }
      />
    </>
  )
}
