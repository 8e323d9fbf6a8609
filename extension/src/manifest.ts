import { DEFAULT_CHROME_LOCALE } from './config/locales'
import { FIREFOX_ADDON_ID } from './config/extension-id'

/**
 * The public half of the RSA key that pins the extension id (`config/extension-id.ts`). Only the
 * public key is in the repository; the private key is not needed to load the extension or to build
 * the zip (the Chrome Web Store signs uploads with its own key — when publishing, put the store's
 * public key here and update the id and the site's allow-list).
 */
export const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAoYOeWoWtp2QOuVaq+kCts+1sK5uQ/0YxV2XteGMskKIzWlKt4lrv6dUqHBJ/WHFD6K4pWj81YBW+OYTQ6O8mpPteEbWR0a3ZR4SSNgxSI0Xev2FqB/LjRtdeP7rxJIDEr5XwLsVujoUID6M53PRLEFhtJIJyZLIe+tLDS/+yds0i7VZ7zxoLzzbU5uGM9rnWqwEZuVg6rII2AveAGz8Ru2EZFU48YGS8Ppc3DnYJH9erHnV9H1Ru86iEpVRiqOq9tBKFvD7K3EFfMIZuCEAxUzVxpUFNFwMO1sjv5Vb2+tQGGrynHyVHgjy65Fio+dSrVKfXjpdKlwh+nwJ1tHs05wIDAQAB'

/**
 * Minimal permissions: `storage` (the sign-in token and the current thread), `sidePanel`,
 * `contextMenus` ("Ask Studify" on selected text), `activeTab` (the screenshot: the visible tab
 * may be captured only after the user invoked the extension on it), `tabs` (honest exam mode:
 * the address and title of the student's page, matched against the quiz and exam list of
 * src/config/exam-mode.ts; they never leave the extension — the API only hears `examMode: true`)
 * and `alarms` (the due-flashcards badge refreshes while the panel is closed). No `scripting`, no
 * content scripts: nothing is ever read from or written into a page; the crop happens inside the
 * extension's own page. The site is the only host.
 */
export const PERMISSIONS = ['storage', 'sidePanel', 'contextMenus', 'activeTab', 'tabs', 'alarms'] as const

const ICONS = {
  '16': 'icons/icon-16.png',
  '32': 'icons/icon-32.png',
  '48': 'icons/icon-48.png',
  '128': 'icons/icon-128.png',
}

/** `http://localhost:3000/` → `http://localhost:3000` (the origin the host permission is written from). */
export const normaliseSiteOrigin = (siteUrl: string): string => {
  const url = new URL(siteUrl)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Site URL must be http(s): ${siteUrl}`)
  return url.origin
}

/** The packages one build makes: the unpacked folder (pinned id, /download's zip) and one per store. */
export const STORE_TARGETS = ['chrome', 'edge', 'firefox'] as const
export type StoreTarget = (typeof STORE_TARGETS)[number]
export type ManifestTarget = 'unpacked' | StoreTarget

export { FIREFOX_ADDON_ID }
/** `data_collection_permissions` is read from Firefox 140 on (142 on Android); older versions cannot install it. */
export const FIREFOX_MIN_VERSION = '140.0'
export const FIREFOX_ANDROID_MIN_VERSION = '142.0'

/**
 * The extension pages' policy, stated rather than left to each browser's default: scripts only from
 * the package (no remote code, no eval), no plugins, no `<base>` rewriting. API calls (`connect-src`)
 * and KaTeX's packaged fonts are not restricted further here: the host permission limits the former.
 */
export const EXTENSION_PAGES_CSP = "script-src 'self'; object-src 'none'; base-uri 'none'"

/**
 * Firefox's data-collection disclosure (shown at install): the sign-in token (`authenticationInfo`)
 * and the page content the student chooses to ask about — selected text, a cropped screenshot
 * (`websiteContent`). Nothing else leaves the browser (extension/store/ has the full disclosure).
 */
export const FIREFOX_DATA_COLLECTION = ['authenticationInfo', 'websiteContent'] as const

/**
 * The sign-in hand-off's content script (connect-bridge.ts) on the site's /extension/connect page,
 * in every language: Firefox's only way in; Chromium has `externally_connectable` as well.
 */
const connectBridge = (siteOrigin: string) => [
  {
    matches: [`${siteOrigin}/extension/connect*`, `${siteOrigin}/*/extension/connect*`],
    js: ['connect-bridge.js'],
    run_at: 'document_start',
  },
]

const chromiumManifest = ({
  siteOrigin,
  version,
  withKey,
}: {
  siteOrigin: string
  version: string
  withKey: boolean
}) => ({
  manifest_version: 3,
  name: '__MSG_extName__',
  short_name: 'Studify',
  description: '__MSG_extDescription__',
  version,
  default_locale: DEFAULT_CHROME_LOCALE,
  // The stores sign uploads with their own key (and refuse a `key`); only the unpacked build pins the id.
  ...(withKey ? { key: MANIFEST_KEY } : {}),
  minimum_chrome_version: '116',
  icons: ICONS,
  action: { default_title: '__MSG_actionTitle__', default_popup: 'popup.html', default_icon: ICONS },
  side_panel: { default_path: 'sidepanel.html' },
  background: { service_worker: 'background.js' },
  permissions: [...PERMISSIONS],
  host_permissions: [`${siteOrigin}/*`],
  externally_connectable: { matches: [`${siteOrigin}/*`] },
  content_scripts: connectBridge(siteOrigin),
  content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
})

/**
 * Firefox: the sidebar instead of the side panel (`sidebar_action`, no `sidePanel` permission), an
 * event page (`background.scripts`: Firefox has no extension service workers), its add-on id and
 * data-collection disclosure. No `externally_connectable`: Firefox does not let web pages message
 * extensions (bug 1319168); the connect page's content script carries the sign-in instead.
 */
const firefoxManifest = ({ siteOrigin, version }: { siteOrigin: string; version: string }) => ({
  manifest_version: 3,
  name: '__MSG_extName__',
  short_name: 'Studify',
  description: '__MSG_extDescription__',
  version,
  default_locale: DEFAULT_CHROME_LOCALE,
  icons: ICONS,
  action: { default_title: '__MSG_actionTitle__', default_popup: 'popup.html', default_icon: ICONS },
  sidebar_action: { default_title: '__MSG_actionTitle__', default_panel: 'sidepanel.html', default_icon: ICONS },
  background: { scripts: ['background.js'] },
  permissions: PERMISSIONS.filter((permission) => permission !== 'sidePanel'),
  host_permissions: [`${siteOrigin}/*`],
  content_scripts: connectBridge(siteOrigin),
  content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
  browser_specific_settings: {
    gecko: {
      id: FIREFOX_ADDON_ID,
      strict_min_version: FIREFOX_MIN_VERSION,
      data_collection_permissions: { required: [...FIREFOX_DATA_COLLECTION] },
    },
    gecko_android: { strict_min_version: FIREFOX_ANDROID_MIN_VERSION },
  },
})

export const createManifest = ({
  siteOrigin,
  version,
  target = 'unpacked',
}: {
  siteOrigin: string
  version: string
  target?: ManifestTarget
}) =>
  target === 'firefox'
    ? firefoxManifest({ siteOrigin, version })
    : chromiumManifest({ siteOrigin, version, withKey: target === 'unpacked' })
