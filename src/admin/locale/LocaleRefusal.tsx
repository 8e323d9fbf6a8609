'use client'

import { Banner, Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { type ReactNode, useEffect, useMemo, useState } from 'react'

import { isLocale, type Locale } from '../../config/locales'
import { AdminIntl } from '../translation/AdminIntl'
import './locale-refusal.scss'

/** Each code's name in the admin's language (Deutsch → "German" in an English admin). */
const languageNames = (adminLanguage: string, codes: readonly string[]) => {
  const names = new Intl.DisplayNames([adminLanguage], { type: 'language' })
  return codes.map((code) => names.of(code) ?? code)
}

function Notice({ refused, allowed, onDismiss }: { refused: Locale; allowed: string[]; onDismiss: () => void }) {
  const t = useTranslations('admin.localeRefusal')
  const { i18n } = useTranslation()
  const [language] = languageNames(i18n.language, [refused])
  const list = new Intl.ListFormat([i18n.language], { type: 'conjunction' }).format(
    languageNames(i18n.language, allowed),
  )
  const [shown] = languageNames(i18n.language, allowed.slice(0, 1))
  return (
    <div className="studify-locale-refusal" role="alert">
      <Banner type="error">
        <p>{t('notice', { language: language ?? refused, allowed: list, shown: shown ?? '' })}</p>
        <Button buttonStyle="secondary" size="small" margin={false} onClick={onDismiss}>
          {t('dismiss')}
        </Button>
      </Banner>
    </div>
  )
}

/**
 * An admin provider (issue 34 item 7): an address asking for a locale the account may not edit
 * (`?locale=fr` for a translator limited to German) is not opened in another language silently.
 * Nothing of the page is rendered with that locale's data (so nothing of it can be autosaved into
 * another language); the address is replaced by the account's first locale and a notice says why.
 */
export function LocaleRefusal({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const params = useSearchParams()
  const pathname = usePathname()
  const router = useRouter()
  const allowed = useMemo(() => (config.localization ? config.localization.localeCodes : []), [config.localization])
  const requested = params.get('locale')
  const refused = requested && isLocale(requested) && allowed.length && !allowed.includes(requested) ? requested : null
  const [notice, setNotice] = useState<Locale | null>(null)
  // Kept once the address no longer asks for the refused locale, until dismissed.
  if (refused && notice !== refused) setNotice(refused)

  useEffect(() => {
    if (!refused) return
    const next = new URLSearchParams(params.toString())
    next.set('locale', allowed[0]!)
    router.replace(`${pathname}?${next.toString()}`)
  }, [refused, params, pathname, router, allowed])

  return (
    <>
      {notice ? (
        <AdminIntl loadingHeight={0}>
          <Notice refused={notice} allowed={allowed} onDismiss={() => setNotice(null)} />
        </AdminIntl>
      ) : null}
      {refused ? null : children}
    </>
  )
}
