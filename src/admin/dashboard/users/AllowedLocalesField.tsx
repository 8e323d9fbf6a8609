'use client'

import { useTranslations } from 'next-intl'

import { LANGUAGES, LOCALES, type Locale } from '../../../config/locales'

type Props = { value: Locale[]; onChange: (value: Locale[]) => void; error?: string | null }

/**
 * The languages an editor or contributor edits (a translator): one checkbox per locale, named in
 * its own language; none checked means all of them (users.allowedLocales).
 */
export function AllowedLocalesField({ value, onChange, error }: Props) {
  const t = useTranslations('admin.users.edit')
  const toggle = (code: Locale, checked: boolean) =>
    onChange(LOCALES.filter((locale) => (locale === code ? checked : value.includes(locale))))
  return (
    <fieldset className="studify-admin__locales" aria-describedby="allowed-locales-hint">
      <legend>{t('allowedLocales')}</legend>
      <p id="allowed-locales-hint" className="studify-admin__muted">
        {t('allowedLocalesHint')}
      </p>
      <div className="studify-admin__locale-grid">
        {LOCALES.map((code) => (
          <label key={code} className="studify-admin__locale-option">
            <input
              type="checkbox"
              name="allowedLocales"
              value={code}
              checked={value.includes(code)}
              onChange={(event) => toggle(code, event.target.checked)}
            />
            <bdi lang={code}>{LANGUAGES[code].nativeName}</bdi>
          </label>
        ))}
      </div>
      {error ? <span className="studify-admin__field-error">{error}</span> : null}
    </fieldset>
  )
}
