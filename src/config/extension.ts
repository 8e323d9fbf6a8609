import { version } from '../../package.json'

/**
 * The packaged extension: its version is the project's (package.json), written into every store's
 * manifest and zip name by `npm run build:extension`; the zip /download serves as the fallback.
 */
export const EXTENSION_VERSION: string = version
export const EXTENSION_DOWNLOAD_PATH = '/downloads/studify-extension.zip'
