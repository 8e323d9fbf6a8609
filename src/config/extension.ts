/**
 * The packaged extension. Its version is the project's (`package.json`, which the build writes into
 * every store's manifest and zip name); the site shows and records it from here — a unit test keeps
 * the two equal (a JSON import would not load in every runner this module is read by).
 */
export const EXTENSION_VERSION = '0.1.0'
export const EXTENSION_DOWNLOAD_PATH = '/downloads/studify-extension.zip'
