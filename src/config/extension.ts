/** The packaged extension the site serves (built by `npm run build:extension`, issue 6). */
export const EXTENSION_VERSION = '1.0.0'
export const EXTENSION_DOWNLOAD_PATH = '/downloads/studify-extension.zip'
