/**
 * Where students install the extension from. Each store's listing address is set when the site is
 * built (`NEXT_PUBLIC_…`: the /download page reads them in the browser), once the listing is live;
 * without one, that browser falls back to the zip and the developer-mode steps.
 */
export const EXTENSION_STORES = ['chrome', 'edge', 'firefox'] as const
export type ExtensionStore = (typeof EXTENSION_STORES)[number]

/** How a download was made: from a store's listing, or the zip for developer mode. */
export const DOWNLOAD_CHANNELS = [...EXTENSION_STORES, 'zip'] as const
export type DownloadChannel = (typeof DOWNLOAD_CHANNELS)[number]

type StoreUrlEnv = Partial<Record<ExtensionStore, string | undefined>>

/** Written out one by one: Next.js inlines only literal `process.env.NEXT_PUBLIC_…` reads. */
const buildTimeUrls = (): StoreUrlEnv => ({
  chrome: process.env.NEXT_PUBLIC_STORE_URL_CHROME,
  edge: process.env.NEXT_PUBLIC_STORE_URL_EDGE,
  firefox: process.env.NEXT_PUBLIC_STORE_URL_FIREFOX,
})

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:'
  } catch {
    return false
  }
}

/** The stores whose listing address is configured (an address that is not https is ignored). */
export const configuredStoreUrls = (env: StoreUrlEnv = buildTimeUrls()): Partial<Record<ExtensionStore, string>> =>
  Object.fromEntries(
    EXTENSION_STORES.flatMap((store) => {
      const url = env[store]?.trim()
      return url && isHttpsUrl(url) ? [[store, url]] : []
    }),
  )

/**
 * The store for this browser, from its user agent: Edge says `Edg/`, Firefox `Firefox/`, Chrome
 * `Chrome/` (Opera, Samsung Internet and others that also say `Chrome/` are left to choose).
 */
export const storeForUserAgent = (userAgent: string): ExtensionStore | null => {
  if (/\bEdg(A|iOS)?\//.test(userAgent)) return 'edge'
  if (/\bFirefox\//.test(userAgent)) return 'firefox'
  if (/\b(OPR|SamsungBrowser|YaBrowser|Vivaldi)\//.test(userAgent)) return null
  if (/\bChrome\//.test(userAgent)) return 'chrome'
  return null
}
