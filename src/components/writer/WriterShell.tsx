'use client'

import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { type ReactNode, useEffect } from 'react'

import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { useRouter } from '@/i18n/navigation'
import { splitLocale } from '@/lib/paths'

import { useSession } from '../auth/SessionProvider'
import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { useTrialStatus } from '../dashboard/use-trial-status'
import { WriterProvider } from './WriterProvider'
import { WriterSidebar } from './WriterSidebar'
import './writer.css'
import styles from './WriterShell.module.css'

/**
 * The writer area's frame (spec §2 Writer area): the collapsible sidebar beside the page, gated
 * like /dashboard — signed-out visitors sign in and come back to this very page, a user whose
 * trial is not set up goes to the trial checkout.
 */
export function WriterShell({ children }: { children: ReactNode }) {
  const t = useTranslations('writer')
  const router = useRouter()
  const pathname = usePathname()
  const { user, isLoading } = useSession()
  const { isChecking, isOnboarding } = useTrialStatus()

  useEffect(() => {
    if (isLoading || isChecking) return
    if (!user) router.replace(`/login?redirect=${encodeURIComponent(splitLocale(pathname).path)}`)
    else if (isOnboarding) router.replace(TRIAL_CHECKOUT_PATH)
  }, [isLoading, isChecking, user, isOnboarding, router, pathname])

  if (isLoading || isChecking || !user || isOnboarding) return <LoadingSpinner label={t('loading')} />

  return (
    <WriterProvider>
      <div className={styles.area}>
        <WriterSidebar />
        <div className={styles.main}>{children}</div>
      </div>
    </WriterProvider>
  )
}
