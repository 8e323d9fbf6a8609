import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { requestLocale } from '../../../src/i18n/request-locale'
import { serverMessages } from '../../../src/i18n/server-messages'
import { passwordPolicyError } from '../../../src/lib/validation/password'

/**
 * Payload's own password check only asks for 3 characters; every path that sets a password
 * through a collection operation (create, update, admin UI, REST) passes this policy too.
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = async ({ data, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') return data
  const errorKey = passwordPolicyError(password)
  if (errorKey) {
    const locale = requestLocale({
      locale: req.locale,
      headers: req.headers ?? new Headers(),
      searchParams: req.searchParams,
    })
    const messages = await serverMessages(locale)
    throw new ValidationError({ collection: 'users', errors: [{ path: 'password', message: messages[errorKey] }] })
  }
  return data
}
