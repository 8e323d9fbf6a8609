import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { s3Storage as s3StoragePlugin } from '@payloadcms/storage-s3'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { collections } from './collections'
import { globals } from './globals'
import { redirects, slugRedirects } from './plugins/redirects'
import { adminLabels } from './plugins/admin-labels'
import { publishingAdmin } from './plugins/publishing-admin'
import { restoreAsDraft } from './plugins/restore-as-draft'
import { search } from './plugins/search'
import { seo } from './plugins/seo'
import { endpoints } from './src/endpoints'
import { jobsConfig, lockJobStats } from './src/services/jobs/jobs-config'
import { MAX_UPLOAD_BYTES } from './src/config/limits'
import { DEFAULT_LOCALE, LANGUAGES, LOCALES } from './src/config/locales'
import { serverUrl } from './src/config/server'
import { s3Storage, UPLOAD_FOLDERS, type UploadCollectionSlug } from './src/config/storage'
import { guardContentWrites } from './src/access/content-writes'
import { filterAvailableLocales } from './src/access/editorial'
import { adminLanguages } from './src/admin/admin-languages'
import { FAILED_SCHEDULES_VIEW } from './src/admin/schedules/paths'
import { databaseOutageAfterError } from './src/endpoints/outage-response'
import { payloadClientFaults } from './src/endpoints/api-guard'
import { payloadSecret } from './src/lib/payload-secret'
import { withPublishedGlobalRows } from './src/access/published-read'
import { databaseAdapter } from './src/services/db/adapter'
import { watchDatabasePool } from './src/services/db/outage'
import { installAggregatesOnSchemaPush } from './src/services/analytics/aggregate-install'
import { emailAdapter } from './src/services/email/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const s3 = s3Storage()

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  admin: {
    user: 'users',
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' — Studify admin' },
    // Payload's own avatar, not Gravatar: no account's e-mail hash goes to a third party (and the
    // CSP allows images from us only).
    avatar: 'default',
    // Admins get the dashboard, cards and tabs above the collections; editors keep the stock view.
    components: {
      // A locale the account may not edit, asked for in the address, is refused with a notice (issue 34 item 7).
      providers: ['/src/admin/locale/LocaleRefusal#LocaleRefusal'],
      beforeDashboard: ['/src/admin/AdminDashboard#AdminDashboard'],
      // Editors and admins: where each document stands in each language, linked from the nav.
      beforeNavLinks: [
        '/src/admin/translation/TranslationNavLink#TranslationNavLink',
        // Scheduled publishes that failed, with the reason and "Run again now" (issue 34 item 3).
        '/src/admin/schedules/FailedSchedulesNavLink#FailedSchedulesNavLink',
      ],
      views: {
        translationStatus: {
          Component: '/src/admin/translation/TranslationStatusView#TranslationStatusView',
          path: '/translation-status',
        },
        failedSchedules: {
          Component: '/src/admin/schedules/FailedSchedulesView#FailedSchedulesView',
          path: FAILED_SCHEDULES_VIEW,
        },
      },
    },
  },
  // The admin speaks the site's 14 languages; Payload picks one from the account setting or the browser.
  i18n: { supportedLanguages: adminLanguages, fallbackLanguage: 'en' },
  collections,
  globals,
  endpoints,
  // Payload's own throws on client input (see the /api guard) answer their 4xx, not 500, and a
  // database that cannot answer is a 503.
  hooks: { afterError: [payloadClientFaults, databaseOutageAfterError] },
  editor: lexicalEditor(),
  // A global's stored rows reach a reader narrowed to the locales they may see (issue 32).
  db: withPublishedGlobalRows(databaseAdapter()),
  sharp,
  email: emailAdapter(),
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LANGUAGES[code].nativeName, rtl: LANGUAGES[code].isRtl })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
    // A translator's selector offers their locales only (users.allowedLocales; issue 23 item 7).
    filterAvailableLocales,
    // "Publish changes" publishes the locale being edited; all locales is the sub-menu's explicit choice.
    defaultLocalePublishOption: 'active',
  },
  // Each locale of drafted content is published on its own (versions.drafts.localizeStatus).
  experimental: { localizeStatus: true },
  jobs: jobsConfig,
  // Cookie-authenticated requests are accepted only from our own origin.
  cors: [serverUrl()],
  csrf: [serverUrl()],
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES }, abortOnLimit: true },
  graphQL: { disable: true },
  onInit: async (payload) => {
    watchDatabasePool(payload)
    await installAggregatesOnSchemaPush(payload)
  },
  telemetry: false,
  plugins: [
    redirects,
    slugRedirects,
    publishingAdmin,
    restoreAsDraft,
    search,
    seo,
    // After the plugins that add content collections (redirects): who writes what, in which locale.
    guardContentWrites,
    // After every plugin that adds collections or fields: the admin's texts in its 14 languages.
    adminLabels,
    s3StoragePlugin({
      enabled: Boolean(s3),
      bucket: s3?.bucket ?? '',
      config: s3?.config ?? {},
      // Files stay private: every read goes through Payload's access control, never a public URL.
      acl: 'private',
      // The `prefix` column exists whether or not S3 is on, so one set of migrations fits both.
      alwaysInsertFields: true,
      collections: Object.fromEntries(
        (Object.keys(UPLOAD_FOLDERS) as UploadCollectionSlug[]).map((slug) => [slug, { prefix: slug }]),
      ),
    }),
  ],
  typescript: {
    outputFile: path.resolve(dirname, 'src/payload-types.ts'),
    // Payload spawns `generate:types` (a second process loading the whole config) on every init
    // outside production; test workers would pay for it and rewrite this file mid-run.
    // `npm run generate:types` and `next dev` keep it up to date.
    autoGenerate: !process.env.VITEST,
  },
}).then(lockJobStats)
