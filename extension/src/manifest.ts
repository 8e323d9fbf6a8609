import { DEFAULT_CHROME_LOCALE } from './config/locales'

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

export const createManifest = ({ siteOrigin, version }: { siteOrigin: string; version: string }) => ({
  manifest_version: 3,
  name: '__MSG_extName__',
  short_name: 'Studify',
  description: '__MSG_extDescription__',
  version,
  default_locale: DEFAULT_CHROME_LOCALE,
  key: MANIFEST_KEY,
  minimum_chrome_version: '116',
  icons: ICONS,
  action: { default_title: '__MSG_actionTitle__', default_popup: 'popup.html', default_icon: ICONS },
  side_panel: { default_path: 'sidepanel.html' },
  background: { service_worker: 'background.js' },
  permissions: [...PERMISSIONS],
  host_permissions: [`${siteOrigin}/*`],
  externally_connectable: { matches: [`${siteOrigin}/*`] },
})
