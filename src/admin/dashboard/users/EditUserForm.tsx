'use client'

import { Banner, Button, useModal } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import type { Locale } from '../../../config/locales'
import { LOCALE_LIMITED_ROLES, ROLES, type Role } from '../../../config/roles'
import { ApiError } from '../../../lib/api/client'
import { useAdminMutation } from '../shared/admin-api'
import { AllowedLocalesField } from './AllowedLocalesField'
import { editUserProblem } from './edit-user-problem'
import type { AdminUserRow, Referral } from './types'
import { UserReferrals } from './UserReferrals'

export const EDIT_USER_MODAL = 'studify-edit-user'

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
  const { closeModal } = useModal()
  const mutate = useAdminMutation()
  const [email, setEmail] = useState(user.email)
  const [role, setRole] = useState<Role>(user.role)
  const [allowedLocales, setAllowedLocales] = useState<Locale[]>(user.allowedLocales)
  const limitable = (LOCALE_LIMITED_ROLES as readonly string[]).includes(role)
  const [limit, setLimit] = useState(String(user.requestLimit))
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<{ message: string; field?: string } | null>(null)
  const [removed, setRemoved] = useState<string | null>(null)

  const close = () => {
    if (!saving) closeModal(EDIT_USER_MODAL)
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    const invalid = editUserProblem({ email, limit })
    setProblem(invalid && { message: t(invalid.key), field: invalid.field })
    if (invalid) return
    setSaving(true)
    try {
      // Languages matter to editors and contributors only; any other role keeps none.
      const body = {
        email: email.trim(),
        role,
        allowedLocales: limitable ? allowedLocales : [],
        requestLimit: Number.parseInt(limit.trim(), 10),
      }
      await mutate(`/api/admin/users/${user.id}`, 'PUT', t('saveFailed'), body)
      closeModal(EDIT_USER_MODAL)
      onSaved(t('saved'))
    } catch (caught) {
      setProblem({
        message: caught instanceof Error ? caught.message : t('saveFailed'),
        field: caught instanceof ApiError ? caught.field : undefined,
      })
    } finally {
      setSaving(false)
    }
  }

  const fieldError = (field: string) => (problem?.field === field ? problem.message : null)

  return (
    <form className="confirmation-modal__wrapper" onSubmit={save} noValidate aria-labelledby="edit-user-title">
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
