'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'

import { Link } from '@/i18n/navigation'

/** Back to sign-up when the visitor came from it (spec §2), otherwise home. */
export function LegalBackLink() {
  const t = useTranslations('legal')
  const [target, setTarget] = useState<'/' | '/signup'>('/')
  useEffect(() => {
    try {
      const referrer = document.referrer ? new URL(document.referrer) : null
      if (referrer && referrer.origin === window.location.origin && /(^|\/)signup\/?$/.test(referrer.pathname)) setTarget('/signup')
    } catch {
      setTarget('/')
    }
  }, [])
  return (
    <Link href={target} className="back-link" data-target={target}>
      ← {t('back')}
    </Link>
  )
}
