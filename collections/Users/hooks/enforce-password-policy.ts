import { ValidationError, type CollectionBeforeValidateHook } from 'payload'

import { passwordPolicyError } from '../../../src/lib/validation/password'
import { translateValidationMessage } from '../../../src/i18n/validation'

/**
 * Payload's own password check only asks for 3 characters; every path that sets a password
 * through a collection operation (create, update, admin UI, REST) passes this policy too.
 */
export const enforcePasswordPolicy: CollectionBeforeValidateHook = async ({ data, req }) => {
  const password = (data as { password?: unknown } | undefined)?.password
  if (password === undefined || password === null || password === '') return data
  const errorKey = passwordPolicyError(password)
  if (errorKey) {
    throw new ValidationError({
      collection: 'users',
      errors: [{ path: 'password', message: await translateValidationMessage(errorKey, req.locale) }],
    })
  }
  return data
}
