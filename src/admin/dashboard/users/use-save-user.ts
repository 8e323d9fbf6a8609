'use client'

import { useModal } from '@payloadcms/ui'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'

import type { Locale } from '../../../config/locales'
import { LOCALE_LIMITED_ROLES, type Role } from '../../../config/roles'
import { ApiError } from '../../../lib/api/client'
import { useAdminMutation } from '../shared/admin-api'
import { editUserProblem } from './edit-user-problem'
import type { AdminUserRow } from './types'

export const EDIT_USER_MODAL = 'studify-edit-user'

export type EditUserValues = { email: string; role: Role; allowedLocales: Locale[]; limit: string }
export type EditUserProblem = { message: string; field?: string }

/**
 * The Edit User form's submit: checks the fields as the server will, sends the change, closes the
 * modal on success and keeps the server's refusal (with the field it names) on failure.
 */
export function useSaveUser({ userId, onSaved }: { userId: AdminUserRow['id']; onSaved: (message: string) => void }) {
  const t = useTranslations('admin.users.edit')
  const { closeModal } = useModal()
  const mutate = useAdminMutation()
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<EditUserProblem | null>(null)

  const save = async (event: FormEvent, { email, role, allowedLocales, limit }: EditUserValues) => {
    event.preventDefault()
    const invalid = editUserProblem({ email, limit })
    setProblem(invalid && { message: t(invalid.key), field: invalid.field })
    if (invalid) return
    setSaving(true)
    try {
      // Languages matter to editors and contributors only; any other role keeps none.
      const isLimitable = (LOCALE_LIMITED_ROLES as readonly string[]).includes(role)
      const body = {
        email: email.trim(),
        role,
        allowedLocales: isLimitable ? allowedLocales : [],
        requestLimit: Number.parseInt(limit.trim(), 10),
      }
      await mutate(`/api/admin/users/${userId}`, 'PUT', t('saveFailed'), body)
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

  const close = () => {
    if (!saving) closeModal(EDIT_USER_MODAL)
  }

  return { save, saving, problem, setProblem, close }
}
