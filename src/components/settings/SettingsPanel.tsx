'use client'

import { useTranslations } from 'next-intl'
import { type KeyboardEvent, useEffect, useRef, useState } from 'react'

import { ReferralProgram } from '../account/ReferralProgram'
import { useSession } from '../auth/SessionProvider'
import './settings.css'
import { AccountTab } from './AccountTab'
import { AffiliateTab } from './AffiliateTab'
import { ReportWrongAnswerTab } from './ReportWrongAnswerTab'
import { type SettingsTab, settingsTabsFor } from './settings-tabs'
import { StatsTab } from './StatsTab'
import { SubscriptionTab } from './SubscriptionTab'

type Props = { initialTab: SettingsTab; answerId?: string; onClose: () => void }

/**
 * The settings modal of spec §2: a native <dialog> (focus kept inside, Escape closes, the page
 * behind inert) with a vertical tab list on the left and one panel at a time.
 */
export default function SettingsPanel({ initialTab, answerId, onClose }: Props) {
  const t = useTranslations('settings')
  const dialogRef = useRef<HTMLDialogElement>(null)
  const tabRefs = useRef<Partial<Record<SettingsTab, HTMLButtonElement | null>>>({})
  const { user } = useSession()
  const tabs = settingsTabsFor(user)
  // A link to a tab this user does not have (#settings=affiliate) opens the first one.
  const firstTab = tabs.includes(initialTab) ? initialTab : tabs[0]!
  const [chosen, setTab] = useState<SettingsTab>(firstTab)
  const tab = tabs.includes(chosen) ? chosen : tabs[0]!

  useEffect(() => {
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    tabRefs.current[firstTab]?.focus()
  }, [firstTab])

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); Home/End jump to the ends.
  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = tabs.indexOf(tab)
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.key]
    let next: SettingsTab | undefined
    if (step) next = tabs[(index + step + tabs.length) % tabs.length]
    if (event.key === 'Home') next = tabs[0]
    if (event.key === 'End') next = tabs[tabs.length - 1]
    if (!next) return
    event.preventDefault()
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <dialog
      ref={dialogRef}
      className="settings-dialog"
      aria-labelledby="settings-title"
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && dialogRef.current?.close()}
    >
      <div className="settings-layout">
        <nav className="settings-nav">
          <h2 id="settings-title">{t('title')}</h2>
          <div role="tablist" aria-orientation="vertical" aria-labelledby="settings-title">
            {tabs.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element
                }}
                type="button"
                role="tab"
                id={`settings-tab-${name}`}
                aria-selected={tab === name}
                aria-controls={`settings-panel-${name}`}
                tabIndex={tab === name ? 0 : -1}
                className={`settings-tab${name === 'report' ? ' settings-tab-danger' : ''}`}
                onClick={() => setTab(name)}
                onKeyDown={onTabKey}
              >
                {t(`tabs.${name}`)}
              </button>
            ))}
          </div>
        </nav>
        <section
          className="settings-content"
          role="tabpanel"
          id={`settings-panel-${tab}`}
          aria-labelledby={`settings-tab-${tab}`}
        >
          {tab === 'account' && <AccountTab />}
          {tab === 'subscription' && <SubscriptionTab />}
          {tab === 'affiliate' && <AffiliateTab />}
          {tab === 'stats' && <StatsTab />}
          {tab === 'referrals' && <ReferralProgram />}
          {tab === 'report' && <ReportWrongAnswerTab answerId={answerId} />}
        </section>
        <button
          type="button"
          className="dialog-close"
          aria-label={t('close')}
          onClick={() => dialogRef.current?.close()}
        >
          ×
        </button>
      </div>
    </dialog>
  )
}
