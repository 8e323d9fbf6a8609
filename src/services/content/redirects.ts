import { permanentRedirect, redirect } from 'next/navigation'
import type { Payload } from 'payload'

import type { Locale } from '@/config/locales'
import { REDIRECT_POPULATE, redirectTarget, type RedirectDoc } from '@/lib/redirects'

/**
 * The redirect an editor (or a slug rename) set up from `from` (a path without the language), as a
 * visitor of `locale` gets it, or null. Read from the database each time: every app server answers the same.
 */
export const findRedirect = async ({ payload, locale, from }: { payload: Payload; locale: Locale; from: string }) => {
  const { docs } = await payload.find({
    collection: 'redirects',
    where: { from: { equals: from } },
    depth: 1,
    limit: 1,
    // Every locale's status: the visitor goes straight to a language the document is published in.
    locale: 'all',
    populate: REDIRECT_POPULATE,
    overrideAccess: false,
  })
  return docs[0] ? redirectTarget(docs[0] as unknown as RedirectDoc, locale) : null
}

/**
 * For a page whose document is gone: send the visitor on if a redirect covers the path. The proxy
 * normally answers first; this covers the minute its slug list still knows a renamed slug.
 */
export const followRedirect = async (args: { payload: Payload; locale: Locale; from: string }) => {
  const moved = await findRedirect(args)
  if (!moved) return
  if (moved.status === 301) permanentRedirect(moved.location)
  redirect(moved.location)
}
