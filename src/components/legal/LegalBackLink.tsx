'use client'

import { useTranslations } from 'next-intl'
import { useSyncExternalStore } from 'react'

import { Link } from '@/i18n/link'

type Target = '/' | '/signup'

const targetFromReferrer = (): Target => {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null
    const isFromSignup = referrer?.origin === window.location.origin && /(^|\/)signup\/?$/.test(referrer.pathname)
    return isFromSignup ? '/signup' : '/'
  } catch {
    return '/'
  }
}

const subscribe = () => () => {}

/** Back to sign-up when the visitor came from it (spec §2), otherwise home. */
export function LegalBackLink() {
  const t = useTranslations('legal')
  const target = useSyncExternalStore<Target>(subscribe, targetFromReferrer, () => '/')
  return (
    <Link href={target} className="back-link" data-target={target}>
      ← {t('back')}
    </Link>
  )
}
