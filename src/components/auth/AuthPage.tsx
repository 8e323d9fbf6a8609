import { NextIntlClientProvider } from 'next-intl'
import { getMessages } from 'next-intl/server'
import type { ReactNode } from 'react'

import type { Locale } from '@/config/locales'

import styles from './AuthPage.module.css'

type Props = {
  locale: Locale
  title: string
  subtitle?: string
  panel?: { title: string; features: string[] }
  children: ReactNode
}

/** The sign-in/sign-up frame: the form card and a side panel; auth messages reach the client here only. */
export async function AuthPage({ locale, title, subtitle, panel, children }: Props) {
  const messages = await getMessages({ locale })
  const scoped = {
    auth: messages.auth,
    validation: messages.validation,
    errors: messages.errors,
    common: messages.common,
  }
  return (
    <div className={`${styles.page} container`}>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title">{title}</h1>
        {subtitle && <p className="muted">{subtitle}</p>}
        <NextIntlClientProvider locale={locale} messages={scoped}>
          {children}
        </NextIntlClientProvider>
      </section>
      {panel && (
        <aside className={styles.panel} aria-label={panel.title}>
          <h2>{panel.title}</h2>
          <ul className="check-list">
            {panel.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </aside>
      )}
    </div>
  )
}
