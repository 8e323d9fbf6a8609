import type { CollectionBeforeValidateHook } from 'payload'

/** E-mail addresses are stored trimmed and lower-cased so uniqueness and login ignore case. */
export const normalizeEmail: CollectionBeforeValidateHook = ({ data }) => {
  if (data && typeof data.email === 'string') data.email = data.email.trim().toLowerCase()
  return data
}
