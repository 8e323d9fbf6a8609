'use client'

import { Banner, Button } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useState } from 'react'

import type { Locale } from '../../../config/locales'
import { LOCALE_LIMITED_ROLES, ROLES, type Role } from '../../../config/roles'
import { AllowedLocalesField } from './AllowedLocalesField'
import type { AdminUserRow, Referral } from './types'
import { useSaveUser } from './use-save-user'
import { UserReferrals } from './UserReferrals'

export type UserDetail = AdminUserRow & { referrals: Referral[] }

type FormProps = {
  user: UserDetail
  onSaved: (message: string) => void
  onReferralRemoved: () => void
}

/** The Edit User form: e-mail, role, an editor's or contributor's languages, Weekly Request Limit, referrals. */
export function EditUserForm({ user, onSaved, onReferralRemoved }: FormProps) {
  const t = useTranslations('admin.users.edit')
  const roles = useTranslations('admin.users.roles')
  const [email, setEmail] = useState(user.email)
  const [role, setRole] = useState<Role>(user.role)
  const [allowedLocales, setAllowedLocales] = useState<Locale[]>(user.allowedLocales)
  const [limit, setLimit] = useState(String(user.requestLimit))
  const [removed, setRemoved] = useState<string | null>(null)
  const { save, saving, problem, setProblem, close } = useSaveUser({ userId: user.id, onSaved })
  const limitable = (LOCALE_LIMITED_ROLES as readonly string[]).includes(role)

  const fieldError = (field: string) => (problem?.field === field ? problem.message : null)

  return (
    <form
      className="confirmation-modal__wrapper"
      onSubmit={(event) => save(event, { email, role, allowedLocales, limit })}
      noValidate
      aria-labelledby="edit-user-title"
    >
      <div className="confirmation-modal__content">
        <h1 id="edit-user-title">{t('title')}</h1>
        <fieldset className="studify-admin__fields" disabled={saving}>
          <label className="studify-admin__field">
            <span>{t('email')}</span>
            <input
              type="email"
              required
              value={email}
              aria-invalid={Boolean(fieldError('email'))}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FieldError message={fieldError('email')} />
          </label>
          <label className="studify-admin__field">
            <span>{t('role')}</span>
            <select value={role} onChange={(event) => setRole(event.target.value as Role)}>
              {[...ROLES].reverse().map((value) => (
                <option key={value} value={value}>
                  {roles(value)}
                </option>
              ))}
            </select>
            <FieldError message={fieldError('role')} />
          </label>
          {limitable ? (
            <AllowedLocalesField
              value={allowedLocales}
              onChange={setAllowedLocales}
              error={fieldError('allowedLocales')}
            />
          ) : null}
          <label className="studify-admin__field">
            <span>{t('requestLimit')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              required
              value={limit}
              aria-invalid={Boolean(fieldError('requestLimit'))}
              onChange={(event) => setLimit(event.target.value)}
            />
            <FieldError message={fieldError('requestLimit')} />
          </label>
          <UserReferrals
            userId={user.id}
            referrals={user.referrals}
            onRemoved={(message) => {
              setProblem(null)
              setRemoved(message)
              onReferralRemoved()
            }}
            onFailed={(message) => {
              setRemoved(null)
              setProblem({ message })
            }}
          />
        </fieldset>
        {problem && !problem.field ? (
          <div role="alert">
            <Banner type="error">{problem.message}</Banner>
          </div>
        ) : null}
        {removed ? (
          <div role="status">
            <Banner type="success">{removed}</Banner>
          </div>
        ) : null}
      </div>
      <div className="confirmation-modal__controls">
        <Button buttonStyle="secondary" size="large" margin={false} disabled={saving} onClick={close}>
          {t('cancel')}
        </Button>
        <Button type="submit" size="large" margin={false} disabled={saving}>
          {saving ? t('saving') : t('save')}
        </Button>
      </div>
    </form>
  )
}

const FieldError = ({ message }: { message: string | null }) =>
  message ? <span className="studify-admin__field-error">{message}</span> : null
