import type { CollectionConfig } from 'payload'

import { adminOnly, adminOnlyField, adminOrSelf, canEnterAdminArea, hiddenFromNonAdmins } from '../../src/access'
import {
  FREE_WEEKLY_REQUEST_LIMIT,
  LOCK_TIME_MS,
  MAX_LOGIN_ATTEMPTS,
  MIN_NAME_LENGTH,
  TOKEN_EXPIRATION_SECONDS,
} from '../../src/config/limits'
import { LANGUAGES, LOCALES } from '../../src/config/locales'
import { INITIAL_PLAN, USER_PLAN_IDS } from '../../src/config/plans'
import { DEFAULT_ROLE, LOCALE_LIMITED_ROLES, ROLE_LABELS, ROLES } from '../../src/config/roles'
import { usersAuthEndpoints } from '../../src/endpoints/auth/users-rest'
import { resetPasswordEmailHtml, resetPasswordEmailSubject } from '../../src/services/email/reset-password-email'
import { accountSecurityFields } from './account-security-fields'
import { requireProofForAccountChanges, sendRequestedEmailChange } from './hooks/account-proof'
import { enforcePasswordPolicy } from './hooks/enforce-password-policy'
import { equalLoginWork } from './hooks/equal-login-work'
import { normalizeEmail } from './hooks/normalize-email'
import { protectAdminAccounts, protectAdminRole } from './hooks/protect-admins'
import { billingFields } from './billing-fields'
import { isStudentForm } from './student-form'

export const Users: CollectionConfig = {
  slug: 'users',
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['name', 'email', 'role', 'createdAt'],
    hidden: hiddenFromNonAdmins,
  },
  auth: {
    // The signed-in user on every request is the row itself; relations are loaded where needed
    // (Payload's default would populate them two levels deep on each authenticated request).
    depth: 0,
    tokenExpiration: TOKEN_EXPIRATION_SECONDS,
    maxLoginAttempts: MAX_LOGIN_ATTEMPTS,
    lockTime: LOCK_TIME_MS,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.NODE_ENV === 'production' && process.env.INSECURE_COOKIES !== 'true',
    },
    forgotPassword: { generateEmailHTML: resetPasswordEmailHtml, generateEmailSubject: resetPasswordEmailSubject },
  },
  access: {
    // Admins and editors enter /admin; accounts are created by admins here and by POST /api/auth/register.
    admin: canEnterAdminArea,
    read: adminOrSelf,
    create: adminOnly,
    update: adminOrSelf,
    delete: adminOnly,
    // Payload's default lets any signed-in account unlock any other (lockout → unlock → retry).
    unlock: adminOnly,
  },
  endpoints: usersAuthEndpoints,
  hooks: {
    beforeOperation: [equalLoginWork, requireProofForAccountChanges],
    afterOperation: [sendRequestedEmailChange],
    beforeValidate: [normalizeEmail, enforcePasswordPolicy],
    beforeChange: [protectAdminRole],
    beforeDelete: [protectAdminAccounts],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      minLength: MIN_NAME_LENGTH,
      maxLength: 100,
    },
    {
      // The language of the account's e-mails: the one it signed up in (else the request's).
      name: 'language',
      type: 'select',
      options: LOCALES.map((code) => ({ label: LANGUAGES[code].nativeName, value: code })),
      admin: { position: 'sidebar', description: 'The language of e-mails sent to this account.' },
    },
    {
      name: 'role',
      type: 'select',
      options: ROLES.map((role) => ({ label: ROLE_LABELS[role], value: role })),
      defaultValue: DEFAULT_ROLE,
      required: true,
      saveToJWT: true,
      // Restricting create as well as update: otherwise a public create could set role: admin.
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: { position: 'sidebar' },
    },
    {
      // A translator's languages (issue 23 item 7): editors and contributors limited to these in
      // /admin and on the server; none chosen means all 14.
      name: 'allowedLocales',
      type: 'select',
      hasMany: true,
      options: LOCALES.map((code) => ({ label: LANGUAGES[code].nativeName, value: code })),
      access: { create: adminOnlyField, update: adminOnlyField },
      admin: {
        position: 'sidebar',
        description: 'Editors and contributors edit only these languages; none chosen means all of them.',
        condition: (data) => (LOCALE_LIMITED_ROLES as readonly string[]).includes(data?.role),
      },
    },
    {
      // One box for what only a student account has; staff accounts do not see it (issue 34 item 11).
      // The condition sits on the box, not on each field, so the fields stay required in the types.
      type: 'collapsible',
      label: 'Student account',
      admin: { position: 'sidebar', condition: isStudentForm },
      fields: [
        {
          name: 'requestLimit',
          type: 'number',
          label: 'Weekly request limit',
          defaultValue: FREE_WEEKLY_REQUEST_LIMIT,
          min: 0,
          required: true,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: { position: 'sidebar', step: 1 },
        },
        {
          name: 'plan',
          type: 'select',
          options: USER_PLAN_IDS.map((value) => ({ label: value, value })),
          defaultValue: INITIAL_PLAN,
          required: true,
          index: true,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: {
            position: 'sidebar',
            description: 'Set by billing; onboarding = trial not set up yet',
          },
        },
        {
          name: 'referralCode',
          type: 'text',
          unique: true,
          index: true,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: { position: 'sidebar', readOnly: true },
        },
        {
          name: 'referredBy',
          type: 'relationship',
          relationTo: 'users',
          index: true,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: { position: 'sidebar' },
        },
        {
          // Set once, when the referred account became real and its referrer got the bonus (decisions.md).
          name: 'referralCreditedAt',
          type: 'date',
          index: true,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: {
            position: 'sidebar',
            readOnly: true,
            description: 'When this referral earned its referrer the bonus',
          },
        },
        {
          name: 'totalQuestionsAsked',
          type: 'number',
          defaultValue: 0,
          min: 0,
          access: { create: adminOnlyField, update: adminOnlyField },
          admin: { position: 'sidebar', readOnly: true },
        },
      ],
    },
    billingFields,
    ...accountSecurityFields,
  ],
}
