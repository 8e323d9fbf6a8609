import * as z from 'zod'

import type { Locale } from '@/config/locales'
import { localizedPath } from '@/lib/paths'

import { PERMISSIONS } from '../src/manifest'

/**
 * The store listing material (Chrome Web Store, Edge Add-ons, Firefox Add-ons) in the 14 site
 * languages. The name and short description are the extension's own (`_locales/<folder>`: the
 * stores read them from the manifest); the rest lives in `listings/<locale>.json`. The limits are
 * the strictest of the three stores for each field, so one text fits all of them.
 */
export const STORE_TEXT_LIMITS = {
  /** Firefox Add-ons: 50; Edge Add-ons: 45; Chrome Web Store: 75. */
  name: { max: 45 },
  /** Chrome Web Store: the manifest description, 132 characters. */
  shortDescription: { max: 132 },
  /** Edge Add-ons: 250 to 10,000 characters (Chrome: 16,000). */
  longDescription: { min: 250, max: 10_000 },
  /** Chrome Web Store's single-purpose and justification fields: 1,000 characters each. */
  singlePurpose: { max: 1_000 },
  justification: { max: 1_000 },
  /** Each part of the privacy disclosure (the dashboards' free-text fields). */
  privacy: { max: 1_000 },
} as const

const justification = z.string().min(20).max(STORE_TEXT_LIMITS.justification.max)
const privacyPart = z.string().min(20).max(STORE_TEXT_LIMITS.privacy.max)

export const listingSchema = z.strictObject({
  longDescription: z.string().min(STORE_TEXT_LIMITS.longDescription.min).max(STORE_TEXT_LIMITS.longDescription.max),
  singlePurpose: z.string().min(20).max(STORE_TEXT_LIMITS.singlePurpose.max),
  /** One justification per permission of the manifest, and `host` for the site's host permission. */
  permissions: z.strictObject({
    ...(Object.fromEntries(PERMISSIONS.map((permission) => [permission, justification])) as Record<
      (typeof PERMISSIONS)[number],
      typeof justification
    >),
    host: justification,
  }),
  /** What is sent to the server, what is stored (browser, server), what is never read. */
  privacy: z.strictObject({ sent: privacyPart, stored: privacyPart, neverRead: privacyPart }),
})
export type Listing = z.infer<typeof listingSchema>

/** Where students get help, in the listing's language: the site's help centre. */
export const supportUrl = (siteOrigin: string, locale: Locale) => `${siteOrigin}${localizedPath(locale, '/help')}`
