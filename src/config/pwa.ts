import type { Locale } from './locales'

/**
 * The installable ask page (issue 36): one web app manifest per language, the service worker, the
 * offline page and the Web Share Target. Routes, the service worker and the tests read these.
 */
/** First path segments of the app's own files and routes: never pages, never rewritten to a language. */
export const PWA_PATH_SEGMENTS = ['offline', 'share-target', 'serwist', 'manifest', 'pwa'] as const

export const PWA_THEME_COLOR = '#4338ca'
export const PWA_BACKGROUND_COLOR = '#ffffff'

/** The service worker, built from src/sw/sw.ts by @serwist/turbopack at `next build` (src/app/serwist). */
export const SERVICE_WORKER_URL = '/serwist/sw.js'

export const manifestPath = (locale: Locale) => `/manifest/${locale}.webmanifest`

/** Shown instead of the ask page when it cannot be reached: static, no script, precached per language. */
export const offlinePath = (locale: Locale) => `/offline/${locale}`
export const OFFLINE_STYLESHEET = '/pwa/offline.css'

/** The manifest's share_target action: the service worker takes the POST (src/sw/share-target.ts). */
export const shareTargetPath = (locale: Locale) => `/share-target/${locale}`
/** The multipart field the shared picture arrives in (the manifest's `params.files[0].name`). */
export const SHARE_TARGET_FILE_FIELD = 'image'

/**
 * Where the service worker keeps a shared picture until the ask page takes it: one entry, read
 * once and deleted at once (the picture is kept only for the question it was shared for).
 */
export const SHARED_IMAGE_CACHE = 'studify-shared-image'
export const SHARED_IMAGE_KEY = '/__shared-image'
/** The ask page's query when it was opened by the share sheet: `1` a picture waits, `none` none could be kept. */
export const SHARED_QUERY = 'shared'

export const PWA_ICONS = [
  { src: '/pwa/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/pwa/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/pwa/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const
