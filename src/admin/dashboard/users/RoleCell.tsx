'use client'

import { useTranslations } from 'next-intl'

import { LANGUAGES } from '../../../config/locales'
import { LOCALE_LIMITED_ROLES } from '../../../config/roles'
import type { AdminUserRow } from './types'

/** The role, and for editors and contributors the languages they edit (all, or their list). */
export function RoleCell({ user }: { user: Pick<AdminUserRow, 'role' | 'allowedLocales'> }) {
  const t = useTranslations('admin.users')
  const limitable = (LOCALE_LIMITED_ROLES as readonly string[]).includes(user.role)
  return (
    <>
      {t(`roles.${user.role}`)}
      {limitable ? (
        <span className="studify-admin__muted studify-admin__role-locales">
          {user.allowedLocales.length
            ? user.allowedLocales.map((code) => (
                <bdi key={code} lang={code} title={LANGUAGES[code].englishName}>
                  {LANGUAGES[code].nativeName}
                </bdi>
              ))
            : t('allLanguages')}
        </span>
      ) : null}
    </>
  )
}
