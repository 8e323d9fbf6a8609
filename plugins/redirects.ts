import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, Config, Field } from 'payload'

import { immediateContentAccess } from '../collections/shared/content-access'
import { redirectRenamedSlug, rememberPublishedSlug } from '../collections/shared/slug-redirect'

import { REDIRECT_COLLECTIONS } from '../src/lib/redirects'

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
      defaultFields.map((field) =>
        'name' in field && field.name === 'from'
          ? {
              ...field,
              admin: {
                description:
                  'A site path without the language, e.g. /blog/old-title: it redirects in every language (/fr/blog/old-title too).',
              },
              validate: (value: unknown): true | string =>
                typeof value === 'string' && /^\/[^\s?#]*$/.test(value) ? true : 'Start with / (no domain, no ? or #)',
            }
          : field,
      ) as Field[],
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
