'use client'

import { Button, ChevronIcon } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useRef, useState, type KeyboardEvent } from 'react'

import { AnalyticsTab } from './analytics/AnalyticsTab'
import { ReportsTab } from './reports/ReportsTab'
import { AccessRequestsTab } from './requests/AccessRequestsTab'
import { SummaryCards } from './SummaryCards'
import { UsersTab } from './users/UsersTab'

const TABS = ['users', 'accessRequests', 'analytics', 'reports'] as const
type Tab = (typeof TABS)[number]

/** Heading, Back to Home, the four summary cards and the four tabs (spec §2 "Admin Dashboard"). */
export function DashboardBody() {
  const t = useTranslations('admin')
  const [tab, setTab] = useState<Tab>('users')
  const tabRefs = useRef<Record<Tab, HTMLButtonElement | null>>({
    users: null,
    accessRequests: null,
    analytics: null,
    reports: null,
  })

  // Arrow keys move between tabs (WAI-ARIA tabs pattern); the document direction decides which way is "next".
  const onKeyDown = (event: KeyboardEvent) => {
    const rtl = document.documentElement.dir.toLowerCase() === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] as Tab
    setTab(next)
    tabRefs.current[next]?.focus()
  }

  return (
    <section className="studify-admin" aria-labelledby="studify-admin-title">
      <header className="studify-admin__header">
        <div>
          <h2 id="studify-admin-title">{t('title')}</h2>
          <p className="studify-admin__muted">{t('subtitle')}</p>
        </div>
        <Button el="anchor" url="/" buttonStyle="secondary" size="small" margin={false}>
          <span className="studify-admin__back">
            <ChevronIcon direction="left" size="small" className="studify-admin__back-icon" />
            {t('backHome')}
          </span>
        </Button>
      </header>
      <SummaryCards />
      <div className="studify-admin__tabs" role="tablist" aria-label={t('tabsLabel')} onKeyDown={onKeyDown}>
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              tabRefs.current[name] = element
            }}
            type="button"
            role="tab"
            id={`studify-admin-tab-${name}`}
            aria-selected={tab === name}
            aria-controls={`studify-admin-panel-${name}`}
            tabIndex={tab === name ? 0 : -1}
            className={tab === name ? 'studify-admin__tab is-active' : 'studify-admin__tab'}
            onClick={() => setTab(name)}
          >
            {t(`tabs.${name}`)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`studify-admin-panel-${tab}`}
        aria-labelledby={`studify-admin-tab-${tab}`}
        className="studify-admin__panel"
      >
        {tab === 'users' ? <UsersTab /> : null}
        {tab === 'accessRequests' ? <AccessRequestsTab /> : null}
        {tab === 'analytics' ? <AnalyticsTab /> : null}
        {tab === 'reports' ? <ReportsTab /> : null}
      </div>
    </section>
  )
}
