import type { ReactNode } from 'react'

import { PageMessages } from '@/components/site/PageMessages'
import { WriterShell } from '@/components/writer/WriterShell'
import { resolvePageLocale } from '@/i18n/page-locale'

import styles from './layout.module.css'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

/** The namespaces the writer's client components read. */
const CLIENT_NAMESPACES = ['writer', 'errors'] as const

/** The writer area: its sidebar stays while the student moves between home, wizard and essays. */
export default async function WriterLayout({ children, params }: Props) {
  const locale = await resolvePageLocale(params)
  return (
    <div className={`container ${styles.container}`}>
      <PageMessages locale={locale} namespaces={CLIENT_NAMESPACES}>
        <WriterShell>{children}</WriterShell>
      </PageMessages>
    </div>
  )
}
