'use client'

import { Button } from '@payloadcms/ui'
import { useFormatter, useTranslations } from 'next-intl'

import { useAdminMutation } from '../shared/admin-api'
import type { AdminUserRow, Referral } from './types'

type Props = {
  userId: AdminUserRow['id']
  referrals: Referral[]
  onRemoved: (message: string) => void
  onFailed: (message: string) => void
}

/** The accounts a user referred, each with Remove (spec §2, Edit User). */
export function UserReferrals({ userId, referrals, onRemoved, onFailed }: Props) {
  const t = useTranslations('admin.users.edit')
  const format = useFormatter()
  const mutate = useAdminMutation()

  const remove = async (referral: Referral) => {
    try {
      await mutate(`/api/admin/users/${userId}/referrals/${referral.id}`, 'DELETE', t('referralRemoveFailed'))
      onRemoved(t('referralRemoved'))
    } catch (caught) {
      onFailed(caught instanceof Error ? caught.message : t('referralRemoveFailed'))
    }
  }

  return (
    <div className="studify-admin__referrals">
      <h2>{t('referrals')}</h2>
      {referrals.length === 0 ? <p className="studify-admin__muted">{t('noReferrals')}</p> : null}
      <ul>
        {referrals.map((referral) => (
          <li key={referral.id}>
            <span>
              <strong>
                <bdi>{referral.name}</bdi>
              </strong>{' '}
              <bdi className="studify-admin__muted">{referral.email}</bdi>
              <span className="studify-admin__muted">
                {' · '}
                <bdi>{format.dateTime(new Date(referral.createdAt), { dateStyle: 'medium' })}</bdi>
              </span>
            </span>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              onClick={() => void remove(referral)}
              aria-label={t('removeReferral', { name: referral.name })}
            >
              {t('remove')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  )
}
