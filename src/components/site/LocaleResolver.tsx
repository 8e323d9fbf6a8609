'use client'

import { useEffect } from 'react'

import { localeRedirectTarget } from '@/i18n/locale-redirect'

/** On an unprefixed (English) URL, takes the visitor to their language's page (src/i18n/locale-redirect.ts). */
export function LocaleResolver() {
  useEffect(() => {
    void localeRedirectTarget().then((target) => {
      if (target) window.location.replace(target)
    })
  }, [])
  return null
}
