'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'

import { useSession } from '../auth/SessionProvider'
import { SuccessBanner } from '../forms/SuccessBanner'
import { ChangePasswordDialog } from './ChangePasswordDialog'
import { ConnectedExtensions } from './ConnectedExtensions'
import { SignOutEverywhere } from './SignOutEverywhere'

/** Name, e-mail and role, the Change Password modal (spec §2), the connected extensions and signing out everywhere. */
export function AccountTab() {
  const t = useTranslations('settings.account')
  const { user } = useSession()
  const [isChangingPassword, setIsChangingPassword] = useState(false)
  const [success, setSuccess] = useState<string | null>(null)
  if (!user) return null
  return (
    <div className="settings-section">
      <h3>{t('heading')}</h3>
      <SuccessBanner message={success} onDismiss={() => setSuccess(null)} />
      <dl className="settings-facts">
        <div>
          <dt>{t('name')}</dt>
          <dd>{user.name}</dd>
        </div>
        <div>
          <dt>{t('email')}</dt>
          <dd>{user.email}</dd>
        </div>
        <div>
          <dt>{t('role')}</dt>
          <dd>{t(`roles.${user.role}`)}</dd>
        </div>
      </dl>
      <button type="button" className="link-button" onClick={() => setIsChangingPassword(true)}>
        {t('changePassword')}
      </button>
      {isChangingPassword && (
        <ChangePasswordDialog
          onClose={() => setIsChangingPassword(false)}
          onChanged={(message) => {
            setIsChangingPassword(false)
            setSuccess(message)
          }}
        />
      )}
      <ConnectedExtensions />
      <SignOutEverywhere />
    </div>
  )
}
