/**
 * The extension's id, pinned by the public `key` in `extension/manifest.json` (Chrome derives the id
 * from that key: SHA-256 of the DER public key, first 32 hex digits written with a–p). Loaded
 * unpacked or installed from the zip, the extension always has this id, so the site can allow-list
 * it for the sign-in handoff (`src/config/extension.ts`). A unit test recomputes it from the manifest.
 */
export const EXTENSION_ID = 'nbpmhemmamlehggcngphohidngngipdi'

/**
 * The Firefox add-on id (`browser_specific_settings.gecko.id`: ours, kept by AMO for the listing's
 * life, so the site allow-lists it for the sign-in handoff in every installation).
 */
export const FIREFOX_ADDON_ID = 'studify@studify.app'
