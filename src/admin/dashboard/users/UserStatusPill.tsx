'use client'

import { Pill } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import type { ComponentProps } from 'react'

import type { AccountStatus } from '../../../config/admin'
import type { AdminUserRow } from './types'

export type PillStyle = ComponentProps<typeof Pill>['pillStyle']

const STYLE: Record<AccountStatus, PillStyle> = {
  active: 'success',
  paid: 'success',
  pending: 'warning',
  rejected: 'error',
  locked: 'error',
  onboarding: 'light-gray',
}

/** The account's real state; a paying account shows its plan's name. */
export function UserStatusPill({ user }: { user: Pick<AdminUserRow, 'status' | 'plan'> }) {
  const t = useTranslations('admin.users.status')
  const plans = useTranslations('plans')
  const label =
    user.status === 'paid' && user.plan && plans.has(user.plan as never)
      ? t('paidPlan', { plan: plans(user.plan as never) })
      : t(user.status)
  return (
    <Pill pillStyle={STYLE[user.status] ?? 'light-gray'} size="small" rounded>
      {label}
    </Pill>
  )
}
