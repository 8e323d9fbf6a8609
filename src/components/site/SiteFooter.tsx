import { getTranslations } from 'next-intl/server'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'
import { Link } from '@/i18n/link'
import type { Competitor, SiteSetting } from '@/payload-types'

import { SocialIcon } from '../icons/SocialIcon'
import { BrandLink } from './BrandLink'
import styles from './SiteFooter.module.css'

type Props = { locale: Locale; settings: SiteSetting; competitors: Competitor[] }

export async function SiteFooter({ locale, settings, competitors }: Props) {
  const [t, common] = await Promise.all([
    getTranslations({ locale, namespace: 'footer' }),
    getTranslations({ locale, namespace: 'common' }),
  ])
  const footerCompetitors = competitors.filter((competitor) => competitor.showInFooter).slice(0, 10)
  const columns = [footerCompetitors.slice(0, 5), footerCompetitors.slice(5, 10)]

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div>
          <BrandLink className={styles.brand} />
          <p>{t('tagline')}</p>
          <p>
            {t('support')}: <a href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</a>
          </p>
          {settings.socials && settings.socials.length > 0 && (
            <ul className={styles.socials} aria-label={t('followUs')}>
              {settings.socials.map((social) => (
                <li key={social.id ?? social.platform}>
                  <a href={social.url} rel="noopener noreferrer" target="_blank" aria-label={social.platform}>
                    <SocialIcon platform={social.platform} />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t('quickLinks')}</h2>
          <ul>
            <li>
              <Link href={{ pathname: '/', hash: 'features' }}>{common('features')}</Link>
            </li>
            <li>
              <Link href="/pricing">{common('pricing')}</Link>
            </li>
            <li>
              <Link href="/blog">{common('blog')}</Link>
            </li>
            <li>
              <Link href="/help">{common('helpCenter')}</Link>
            </li>
          </ul>
          <h2 id="footer-legal">{t('legal')}</h2>
          <ul aria-labelledby="footer-legal">
            <li>
              <Link href="/terms">{t('terms')}</Link>
            </li>
            <li>
              <Link href="/privacy">{t('privacy')}</Link>
            </li>
            <li>
              <Link href="/cookies">{t('cookies')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-alternatives">
          <h2 id="footer-alternatives">{t('alternatives')}</h2>
          <div className={styles.twoColumns}>
            {columns.map((column, index) => (
              <ul key={index}>
                {column.map((competitor) => (
                  <li key={competitor.id}>
                    <Link href={`/alternative/${competitor.slug}`}>
                      {t('alternativeTo', { competitor: competitor.displayName })}
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages">{t('languages')}</h2>
          <ul className={styles.languageList}>
            {LOCALES.map((code) => (
              <li key={code}>
                <Link
                  href="/"
                  locale={code}
                  hrefLang={code}
                  lang={code}
                  aria-current={code === locale ? 'true' : undefined}
                >
                  {LANGUAGES[code].nativeName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{common('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
