'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSession } from '../auth/SessionProvider'

/**
 * "Sign out everywhere": ends every session of the account on the server (other browsers, phones,
 * connected extensions and this one), for a lost phone or a shared computer left signed in.
 */
export function SignOutEverywhere() {
  const t = useTranslations('settings.account.signOutEverywhere')
  const { signOut } = useSession()
  const [isPending, setIsPending] = useState(false)
  return (
    <section className="settings-sign-out-everywhere" aria-labelledby="settings-sign-out-everywhere-title">
      <h4 id="settings-sign-out-everywhere-title">{t('heading')}</h4>
      <p className="muted" id="settings-sign-out-everywhere-description">
        {t('description')}
      </p>
      <button
        type="button"
        className="link-button"
        aria-describedby="settings-sign-out-everywhere-description"
        disabled={isPending}
        onClick={async () => {
          setIsPending(true)
          await signOut({ everywhere: true })
          // A full load of the home page, as after signing out from the menu.
          // eslint-disable-next-line @next/next/no-location-assign-relative-destination
          window.location.assign('/')
        }}
      >
        {isPending ? t('pending') : t('button')}
      </button>
    </section>
  )
}
