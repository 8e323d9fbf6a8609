import { LOCALES } from './locales'
import { PWA_PATH_SEGMENTS } from './pwa'

/**
 * Marketing pages built from blocks (collections/Pages): the home page is the page document with
 * this slug, served at `/{lang}`; any other published page is served at `/{lang}/{slug}`.
 */
export const HOME_PAGE_SLUG = 'home'

/**
 * First path segments a page cannot take: the site's own routes (src/app/(frontend)/[locale]/*,
 * checked by tests/unit/config/pages.spec.ts), what Next.js and Payload serve, the preview routes and
 * the language codes (`/fr` is the French home page).
 */
export const RESERVED_PAGE_SLUGS: readonly string[] = [
  'alternative',
  'blog',
  'checkout',
  'confirm-email',
  'cookies',
  'dashboard',
  'download',
  'exam-mode',
  'extension',
  'forgot-password',
  'help',
  'login',
  'pricing',
  'privacy',
  'referrals',
  'reset-password',
  'search',
  'signup',
  'terms',
  'admin',
  'api',
  'next',
  'bench-baseline',
  'sitemap',
  'robots',
  'downloads',
  'og',
  ...PWA_PATH_SEGMENTS,
  ...LOCALES,
]

/** A page's site path without the language: the home page is `/`. */
export const pagePath = (slug: string) => (slug === HOME_PAGE_SLUG ? '/' : `/${slug}`)

export const isReservedPageSlug = (slug: string) => RESERVED_PAGE_SLUGS.includes(slug)

/** The drawn icons a feature card can show (blocks/Features/FeatureIcon.tsx). */
export const FEATURE_ICONS = ['ask', 'screenshot', 'rightClick', 'followUps', 'languages'] as const
export type FeatureIconName = (typeof FEATURE_ICONS)[number]
