'use client'

import { Banner, ShimmerEffect } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'

import { useAdminData } from './shared/admin-api'

export type AdminStats = {
  totalQuestionsAsked: number
  totalUsers: number
  totalDownloads: number
  totalPendingRequests: number
}

const CARDS = ['totalQuestionsAsked', 'totalUsers', 'totalDownloads', 'totalPendingRequests'] as const

export const ADMIN_STATS_PATH = '/api/admin/stats'

/** Questions Asked, Total Users, Total Downloads, Pending Requests. */
export function SummaryCards() {
  const t = useTranslations('admin.stats')
  const format = useFormatter()
  const { data, error, isLoading } = useAdminData<AdminStats>(ADMIN_STATS_PATH, t('loadFailed'))
  if (error && !data) return <Banner type="error">{error.message}</Banner>
  return (
    <ul className="studify-admin__cards" aria-busy={isLoading}>
      {CARDS.map((key) => (
        <li key={key} className="studify-admin__card" data-stat={key}>
          <span className="studify-admin__card-label">{t(key)}</span>
          {data ? (
            <strong className="studify-admin__card-value">{format.number(data[key])}</strong>
          ) : (
            <ShimmerEffect height={32} width="60%" />
          )}
        </li>
      ))}
    </ul>
  )
}
