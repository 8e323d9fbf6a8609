'use client'

import { type AbstractIntlMessages, NextIntlClientProvider, useLocale } from 'next-intl'
import { useEffect, useState } from 'react'

import SettingsPanel from './SettingsPanel'
import type { SettingsTab } from './settings-tabs'

/** The namespaces the panel reads; every page's HTML stays free of them until it is opened. */
const PANEL_NAMESPACES = [
  'settings',
  'plans',
  'validation',
  'referrals',
  'auth',
  'errors',
  'common',
  'freePlan',
] as const

const loadPanelMessages = async (locale: string): Promise<AbstractIntlMessages> => {
  const [all, { precompileMessages }] = await Promise.all([
    import(`../../messages/${locale}.json`).then((module) => module.default as AbstractIntlMessages),
    // The browser formats compiled messages only (next.config.ts): the compiler comes with the panel.
    import('@/i18n/precompile'),
  ])
  return precompileMessages(Object.fromEntries(PANEL_NAMESPACES.map((name) => [name, all[name] ?? {}])))
}

type Props = { initialTab: SettingsTab; answerId?: string; onClose: () => void }

/** Loaded on first open: fetches the panel's messages for the page's language, then shows it. */
export default function SettingsModal(props: Props) {
  const locale = useLocale()
  const [messages, setMessages] = useState<AbstractIntlMessages | null>(null)

  useEffect(() => {
    let isCurrent = true
    loadPanelMessages(locale)
      .then((loaded) => isCurrent && setMessages(loaded))
      .catch((error) => console.error('Settings messages failed to load', error))
    return () => {
      isCurrent = false
    }
  }, [locale])

  if (!messages) return null
  return (
    <NextIntlClientProvider locale={locale} messages={messages}>
      <SettingsPanel {...props} />
    </NextIntlClientProvider>
  )
}
