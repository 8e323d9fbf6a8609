import type { Field } from 'payload'

/** Written only by the account services (database writes), never through the API. */
const serviceOnly = { create: () => false, update: () => false }

/**
 * The account's pending e-mail change (until the link sent to the new address is opened) and its
 * browser-extension sessions (each names one of Payload's sessions, for Settings to list and end).
 */
export const accountSecurityFields: Field[] = [
  { name: 'pendingEmail', type: 'email', hidden: true, access: serviceOnly },
  { name: 'emailChangeTokenHash', type: 'text', hidden: true, index: true, access: serviceOnly },
  { name: 'emailChangeExpiresAt', type: 'date', hidden: true, access: serviceOnly },
  {
    name: 'extensionSessions',
    type: 'array',
    hidden: true,
    access: serviceOnly,
    fields: [
      { name: 'sid', type: 'text', required: true },
      { name: 'device', type: 'text' },
      { name: 'connectedAt', type: 'date' },
      // The site session whose page handed the token over: signing that session out ends this one too.
      { name: 'openedBy', type: 'text' },
    ],
  },
]
