import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { globals } from './globals'
import { endpoints } from './src/endpoints'
import { MAX_UPLOAD_BYTES } from './src/config/limits'
import { DEFAULT_LOCALE, LANGUAGES, LOCALES } from './src/config/locales'
import { serverUrl } from './src/config/server'
import { payloadSecret } from './src/lib/payload-secret'
import { databaseAdapter } from './src/services/db/adapter'
import { emailAdapter } from './src/services/email/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  admin: {
    user: 'users',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — Studify admin' },
  },
  collections,
  globals,
  endpoints,
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  email: emailAdapter(),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGES[code].nativeName, rtl: LANGUAGES[code].isRtl })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
  },
  // Cookie-authenticated requests are accepted only from our own origin.
  cors: [serverUrl()],
  csrf: [serverUrl()],
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true },
  graphQL: { disable: true },
  telemetry: false,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
})
