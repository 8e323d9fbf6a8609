'use client'

import { useLocale, useTranslations } from 'next-intl'

import { isLocale, LANGUAGES, LOCALES } from '@/config/locales'
import { rememberPreferredLocale } from '@/i18n/preferred-locale'
import { switchLocalePath } from '@/lib/paths'

import styles from './Header.module.css'

/** Rewrites the path (add, replace or remove the prefix), remembers the choice and reloads. */
export const changeLanguage = (code: string) => {
  if (!isLocale(code)) {
    console.warn('Invalid language code', code)
    return
  }
  rememberPreferredLocale(code)
  const { pathname, search, hash } = window.location
  // A full reload on purpose (spec §2): every server-rendered part switches language at once.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${switchLocalePath(pathname, code)}${search}${hash}`)
}

export function LanguageSwitcher({ id = 'language-switcher' }: { id?: string }) {
  const locale = useLocale()
  const t = useTranslations('language')
  return (
    <div className={styles.languageSwitcher}>
      <label htmlFor={id} className="visually-hidden">
        {t('switcherLabel')}
      </label>
      <select id={id} value={locale} onChange={(event) => changeLanguage(event.target.value)}>
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGES[code].flag} {LANGUAGES[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  )
}
