import { getTranslations } from 'next-intl/server'

import { LANGUAGES, LOCALES, type Locale } from '@/config/locales'
import { localizedHref } from '@/lib/paths'
import type { Competitor, SiteSetting } from '@/payload-types'

import { SocialIcon } from '../icons/SocialIcon'
import { BrandLink } from './BrandLink'
import { FooterLanguages } from './FooterLanguages'
import { StaticLink } from './StaticLink'
import styles from './SiteFooter.module.css'

type Props = { locale: Locale; settings: SiteSetting; competitors: Competitor[] }

/**
 * Server-rendered throughout (issue 33: below the fold on every page, nothing here needs React in
 * the browser) but for the language links, which remember the choice.
 */
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
          <BrandLink locale={locale} className={styles.brand} />
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
              <StaticLink locale={locale} href={{ pathname: '/', hash: 'features' }}>
                {common('features')}
              </StaticLink>
            </li>
            <li>
              <StaticLink locale={locale} href="/pricing">
                {common('pricing')}
              </StaticLink>
            </li>
            <li>
              <StaticLink locale={locale} href="/blog">
                {common('blog')}
              </StaticLink>
            </li>
            <li>
              <StaticLink locale={locale} href="/help">
                {common('helpCenter')}
              </StaticLink>
            </li>
          </ul>
          <h2 id="footer-legal">{t('legal')}</h2>
          <ul aria-labelledby="footer-legal">
            <li>
              <StaticLink locale={locale} href="/terms">
                {t('terms')}
              </StaticLink>
            </li>
            <li>
              <StaticLink locale={locale} href="/privacy">
                {t('privacy')}
              </StaticLink>
            </li>
            <li>
              <StaticLink locale={locale} href="/cookies">
                {t('cookies')}
              </StaticLink>
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
                    <StaticLink locale={locale} href={`/alternative/${competitor.slug}`}>
                      {t('alternativeTo', { competitor: competitor.displayName })}
                    </StaticLink>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
        <nav aria-labelledby="footer-languages">
          <h2 id="footer-languages">{t('languages')}</h2>
          <FooterLanguages
            className={styles.languageList}
            current={locale}
            languages={LOCALES.map((code) => ({
              code,
              href: localizedHref(code, '/'),
              name: LANGUAGES[code].nativeName,
            }))}
          />
        </nav>
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>{common('copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  )
}
