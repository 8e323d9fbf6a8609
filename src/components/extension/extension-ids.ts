import { EXTENSION_ID, FIREFOX_ADDON_ID } from '../../../extension/src/config/extension-id'

const EXTENSION_ID_PATTERN = /^[a-p]{32}$/

/**
 * The extension ids this site hands sign-in tokens to: `NEXT_PUBLIC_EXTENSION_IDS` (comma-separated,
 * e.g. the Chrome Web Store and Edge Add-ons ids next to the pinned development id), else the id
 * pinned by the key in the extension's manifest (extension/src/manifest.ts); and always the Firefox
 * add-on id, which the manifest sets itself.
 */
export const allowedExtensionIds = (configured = process.env.NEXT_PUBLIC_EXTENSION_IDS): string[] => {
  const ids = (configured ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => EXTENSION_ID_PATTERN.test(id))
  return [...(ids.length ? ids : [EXTENSION_ID]), FIREFOX_ADDON_ID]
}

export const isAllowedExtensionId = (id: string | null | undefined, allowed = allowedExtensionIds()): id is string =>
  typeof id === 'string' && allowed.includes(id)
