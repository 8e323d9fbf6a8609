'use client'

import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'

import { ASK_PAGE_PATH } from '@/config/ask'
import { showsTrialSetup, TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { isAdminAreaRole } from '@/config/roles'
import { Link } from '@/i18n/link'

import { useSettingsPanel } from '../settings/use-settings-panel'
import { useSession } from './SessionProvider'
import styles from './AccountActions.module.css'

/** Header actions: sign-in and join buttons, or the avatar menu of spec §2 once signed in. */
export function AccountActions() {
  const t = useTranslations('account')
  const common = useTranslations('common')
  const header = useTranslations('header')
  const { user, isLoading, signOut } = useSession()
  const [isOpen, setIsOpen] = useState(false)
  const menuRef = useRef<HTMLDivElement>(null)
  const { openSettings, panel } = useSettingsPanel(Boolean(user))

  useEffect(() => {
    if (!isOpen) return
    const close = (event: MouseEvent) =>
      menuRef.current && !menuRef.current.contains(event.target as Node) && setIsOpen(false)
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setIsOpen(false)
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen])

  if (isLoading || !user) {
    return (
      <>
        <Link href="/login" className="button button-ghost">
          {common('login')}
        </Link>
        <Link href={TRIAL_CHECKOUT_PATH} className="button button-primary">
          {common('join')}
        </Link>
      </>
    )
  }

  const isOnboarding = user.plan === 'onboarding'
  // Spec §2: the dashboard link shows once a plan is chosen; the menu offers it on the same rule.
  const hasDashboard = !isOnboarding
  const initial = (user.name?.trim()[0] ?? 'U').toUpperCase()
  return (
    <>
      {showsTrialSetup(user) && (
        <Link href={TRIAL_CHECKOUT_PATH} className="button button-primary">
          {header('completeTrialSetup')}
        </Link>
      )}
      {hasDashboard && (
        <Link href="/dashboard" className="button button-ghost">
          {header('dashboard')}
        </Link>
      )}
      <div className={styles.menu} ref={menuRef} data-account-menu="">
        <button
          type="button"
          className={styles.avatar}
          aria-haspopup="menu"
          aria-expanded={isOpen}
          aria-label={t('menuLabel')}
          onClick={() => setIsOpen((open) => !open)}
        >
          {initial}
        </button>
        {isOpen && (
          <div className={styles.dropdown} role="menu">
            <div className={styles.identity}>
              <strong>{user.name}</strong>
              <span className="muted">{user.email}</span>
            </div>
            {hasDashboard && (
              <Link role="menuitem" href="/dashboard">
                {header('dashboard')}
              </Link>
            )}
            {hasDashboard && (
              <Link role="menuitem" href={ASK_PAGE_PATH}>
                {header('askQuestion')}
              </Link>
            )}
            {isAdminAreaRole(user.role) && (
              <NextLink role="menuitem" href="/admin">
                {t('adminDashboard')}
              </NextLink>
            )}
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                setIsOpen(false)
                openSettings()
              }}
            >
              {t('accountSettings')}
            </button>
            <Link role="menuitem" href="/referrals">
              {t('referrals')}
            </Link>
            {!isOnboarding && (
              <Link role="menuitem" href="/download">
                {t('downloadExtension')}
              </Link>
            )}
            <Link role="menuitem" href="/help" target="_blank">
              {t('helpCenter')}
            </Link>
            <button
              role="menuitem"
              type="button"
              onClick={async () => {
                await signOut()
                // A full load of the home page: nothing of the signed-in session stays in memory.
                // eslint-disable-next-line @next/next/no-location-assign-relative-destination
                window.location.assign('/')
              }}
            >
              {t('signOut')}
            </button>
          </div>
        )}
      </div>
      {panel}
    </>
  )
}
