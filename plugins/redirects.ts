import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Config,
  Field,
  GroupField,
  PayloadRequest,
} from 'payload'

import { immediateContentAccess } from '../collections/shared/content-access'
import { languageOf } from '../src/access/editorial-guard'
import { redirectRenamedSlug, rememberPublishedSlug } from '../collections/shared/slug-redirect'

import { serverMessages } from '../src/i18n/server-messages'
import { isSafeRedirectUrl, REDIRECT_COLLECTIONS } from '../src/lib/redirects'
import type { ValidationMessageKey } from '../src/lib/validation/messages'

/** A field's refusal in the editor's language (the admin's, else the request's). */
const says = async (req: PayloadRequest, key: ValidationMessageKey) => (await serverMessages(languageOf(req)))[key]

/** Only site paths and http(s) addresses are redirect targets (issue 32 finding 4; src/lib/redirects.ts). */
const validateTargetUrl = async (
  value: unknown,
  { req, siblingData }: { req: PayloadRequest; siblingData: { type?: unknown } },
): Promise<true | string> => {
  if (siblingData?.type !== 'custom') return true
  if (value === undefined || value === null || value === '') return req.t('validation:required')
  return isSafeRedirectUrl(value) ? true : says(req, 'redirectTargetInvalid')
}

const withTargetCheck = (group: GroupField): GroupField => ({
  ...group,
  fields: group.fields.map((field) =>
    'name' in field && field.name === 'url' ? ({ ...field, validate: validateTargetUrl } as Field) : field,
  ),
})

/**
 * Editors manage 301/302 redirects in the admin; renaming a published slug adds one by itself
 * (collections/shared/slug-redirect.ts). They are read from the database on each unknown path, so
 * every app server answers the same.
 */
export const redirects = redirectsPlugin({
  collections: [...REDIRECT_COLLECTIONS],
  redirectTypes: ['301', '302'],
  redirectTypeFieldOverride: { defaultValue: '301' },
  overrides: {
    admin: { defaultColumns: ['from', 'to.type', 'type', 'updatedAt'] },
    // Public: the site's proxy reads them anonymously over HTTP, and every one is visible by visiting it.
    access: immediateContentAccess,
    fields: ({ defaultFields }) =>
      defaultFields.map((field) => {
        if ('name' in field && field.name === 'to' && field.type === 'group') return withTargetCheck(field)
        if (!('name' in field) || field.name !== 'from') return field
        return {
          ...field,
          admin: {
            description:
              'A site path without the language, e.g. /blog/old-title: it redirects in every language (/fr/blog/old-title too).',
          },
          validate: async (value: unknown, { req }: { req: PayloadRequest }): Promise<true | string> =>
            typeof value === 'string' && /^\/[^\s?#]*$/.test(value) ? true : says(req, 'redirectFromInvalid'),
        }
      }) as Field[],
  },
})

/** Adds the rename hook to every collection a redirect can point to (their files stay untouched). */
export const slugRedirects = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    (REDIRECT_COLLECTIONS as readonly string[]).includes(collection.slug)
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeChange: [
              ...(collection.hooks?.beforeChange ?? []),
              rememberPublishedSlug as CollectionBeforeChangeHook,
            ],
            afterChange: [...(collection.hooks?.afterChange ?? []), redirectRenamedSlug as CollectionAfterChangeHook],
          },
        }
      : collection,
  ),
})
