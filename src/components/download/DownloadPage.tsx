'use client'

import { useSearchParams } from 'next/navigation'
import { useLocale, useTranslations } from 'next-intl'
import { useRef, useState } from 'react'

import { ASK_PAGE_PATH } from '@/config/ask'
import { EXTENSION_DOWNLOAD_PATH, EXTENSION_VERSION } from '@/config/extension'
import { configuredStoreUrls, type ExtensionStore, storeForUserAgent } from '@/config/extension-stores'
import { TRIAL_CHECKOUT_PATH } from '@/config/plans'
import { Link } from '@/i18n/link'
import { apiRequest } from '@/lib/api/client'

import { AccessStatusNotice } from '../access/AccessStatusNotice'
import { useSession } from '../auth/SessionProvider'
import { LoadingSpinner } from '../dashboard/LoadingSpinner'
import { useTrialStatus } from '../dashboard/use-trial-status'
import { FreePlanButton } from '../plans/FreePlanButton'
import { InstallSteps } from './InstallSteps'
import { OtherStores } from './OtherStores'
import './download.css'

/** The archive's own name: what the browser saves it as. */
export const EXTENSION_FILE_NAME = EXTENSION_DOWNLOAD_PATH.split('/').pop() ?? 'studify-extension.zip'

/**
 * /download (spec §2): sign-in required; then this browser's store when its listing address is
 * configured (Chrome, Edge, Firefox by user agent; the other stores listed), else the download
 * button (tracked, then a plain file download of our own archive) and the developer-mode steps.
 * Every way out is counted per store. Back returns to the dashboard when the
 * dashboard sent the user here (`?from=dashboard`, so it survives a reload), otherwise home.
 * An account that has chosen no plan yet picks one here (trial or free); any other sees whether
 * its access is approved yet, since the extension only answers once it is.
 */
export function DownloadPage() {
  const t = useTranslations('download')
  const locale = useLocale()
  const query = useSearchParams()
  const { user, isLoading } = useSession()
  const { isChecking, isOnboarding } = useTrialStatus()
  const fileLink = useRef<HTMLAnchorElement>(null)
  const [isStarting, setIsStarting] = useState(false)
  const [hasStarted, setHasStarted] = useState(false)
  const isFromDashboard = query.get('from') === 'dashboard'
  const storeUrls = configuredStoreUrls()
  // Rendered only after the session check (client side), so the user agent is there to read.
  const [browserStore] = useState<ExtensionStore | null>(() =>
    typeof navigator === 'undefined' ? null : storeForUserAgent(navigator.userAgent),
  )
  const browserStoreUrl = browserStore ? storeUrls[browserStore] : undefined

  if (isLoading || isChecking) return <LoadingSpinner label={t('loading')} />

  const back = (
    <Link href={isFromDashboard ? '/dashboard' : '/'} className="back-link">
      <span aria-hidden="true" className="back-arrow">
        ←
      </span>{' '}
      {isFromDashboard ? t('backToDashboard') : t('backHome')}
    </Link>
  )

  if (!user) {
    return (
      <div className="download-page">
        {back}
        <section className="download-card download-signin" aria-labelledby="download-signin-title">
          <h1 id="download-signin-title">{t('signInTitle')}</h1>
          <p>{t('signInBody')}</p>
          <Link className="button button-primary" href="/login?redirect=/download">
            {t('signIn')}
          </Link>
        </section>
      </div>
    )
  }

  /** Counts the download (per store; none: the zip). Counting never stands between the user and the file. */
  const track = (store?: ExtensionStore) =>
    apiRequest('/api/download/track', {
      method: 'POST',
      body: store ? { userId: user.id, email: user.email, store } : { userId: user.id, email: user.email },
      locale,
    }).catch((error: unknown) => console.error('Failed to track download', error))

  const download = async () => {
    if (isStarting) return
    setIsStarting(true)
    await track()
    fileLink.current?.click()
    setHasStarted(true)
    setIsStarting(false)
  }

  return (
    <div className="download-page">
      {back}
      <section className="download-card" aria-labelledby="download-title">
        <h1 id="download-title">{t('title')}</h1>
        <p className="lead">{t('subtitle')}</p>
        {isOnboarding ? (
          <div className="download-onboarding">
            <h2>{t('chooseTitle')}</h2>
            <p>{t('chooseBody')}</p>
            <div className="download-choices">
              <Link className="button button-primary button-large" href={TRIAL_CHECKOUT_PATH}>
                {t('completeTrialSetup')}
              </Link>
              <FreePlanButton className="button button-ghost button-large" />
            </div>
          </div>
        ) : browserStore && browserStoreUrl ? (
          <div className="download-action">
            {/* The store opens in a new tab; the count goes out meanwhile. */}
            <a
              className="button button-primary button-large"
              href={browserStoreUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => void track(browserStore)}
              aria-describedby="download-version"
            >
              {t(`storeButton.${browserStore}`)}
            </a>
            <p id="download-version" className="muted">
              {t('storeVersion', { version: EXTENSION_VERSION, store: t(`storeName.${browserStore}`) })}
            </p>
          </div>
        ) : (
          <div className="download-action">
            <button
              type="button"
              className="button button-primary button-large"
              onClick={download}
              disabled={isStarting}
              aria-describedby="download-version"
            >
              {isStarting ? t('starting') : t('button')}
            </button>
            <p id="download-version" className="muted">
              {t('version', { version: EXTENSION_VERSION })}
            </p>
            {/* The file itself: a same-origin <a download>, clicked once the download is counted. */}
            <a ref={fileLink} href={EXTENSION_DOWNLOAD_PATH} download={EXTENSION_FILE_NAME} hidden tabIndex={-1} />
            {/* No extension on a phone or a school Chromebook: the ask page answers in any browser. */}
            <p className="download-ask">
              {t('askInstead')}{' '}
              <Link className="button button-ghost" href={ASK_PAGE_PATH}>
                {t('askAction')}
              </Link>
            </p>
          </div>
        )}
        <p role="status" aria-live="polite" className={hasStarted ? 'download-started' : 'visually-hidden'}>
          {hasStarted ? t('started') : ''}
        </p>
      </section>
      {!isOnboarding && <AccessStatusNotice onDownload />}
      {!browserStoreUrl && <InstallSteps fileName={EXTENSION_FILE_NAME} />}
      {!isOnboarding && <OtherStores urls={storeUrls} current={browserStore} onOpen={(store) => void track(store)} />}
    </div>
  )
}
