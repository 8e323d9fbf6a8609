#!/usr/bin/env node
// Builds the browser extension (extension/) into an unpacked MV3 folder and zips it for /download,
// and packs one zip per store (Chrome Web Store, Edge Add-ons, Firefox Add-ons) from the same bundle.
//
//   npx tsx scripts/build-extension.ts [--site=URL] [--out=DIR] [--no-zip] [--no-stores] [--dev] [--watch]
//
// The site origin (STUDIFY_SITE_URL or --site, default http://localhost:3000) is compiled in and is
// the extension's only host permission. TypeScript, marked, DOMPurify, KaTeX and zod are bundled by
// esbuild: the extension loads no remote code and needs no eval (its CSP says so, extension/src/manifest.ts).
//
// Why esbuild and not a framework (WXT): the production install (`npm ci --omit=dev && npm start`)
// builds the /download zip, so the builder is a runtime dependency; esbuild and fflate are two small
// ones, and the per-store differences are one typed function (createManifest) a unit test reads.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { type BuildOptions, build, context, type Plugin } from 'esbuild'
import { type Zippable, zipSync } from 'fflate'

import { EXTENSION_DOWNLOAD_PATH } from '../src/config/extension'
import { LOCALES } from '../src/config/locales'
import { CHROME_LOCALE_COPIES, CHROME_LOCALE_FOLDERS } from '../extension/src/config/locales'
import {
  createManifest,
  type ManifestTarget,
  normaliseSiteOrigin,
  STORE_TARGETS,
  type StoreTarget,
} from '../extension/src/manifest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const extensionDir = path.join(root, 'extension')

export const DEFAULT_SITE_URL = 'http://localhost:3000'
export const DEFAULT_OUT_DIR = path.join(extensionDir, 'dist')
export const DEFAULT_ZIP_PATH = path.join(root, 'public', EXTENSION_DOWNLOAD_PATH)
/** The project's version is the extension's: every manifest and store zip carries it. */
export const EXTENSION_VERSION: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).version
export const DEFAULT_STORES_DIR = path.join(extensionDir, 'dist-stores')

/** `studify-1.2.3-firefox.zip`: what is uploaded to each store. */
export const storePackageName = (store: StoreTarget, version = EXTENSION_VERSION) => `studify-${version}-${store}.zip`

export type BuildExtensionOptions = {
  siteUrl?: string
  outDir?: string
  /** Where the zip goes; `null` builds the folder only. */
  zipPath?: string | null
  /** Readable output with source maps. */
  dev?: boolean
  /** Rebuild the scripts on change (implies dev; static files are copied once). */
  watch?: boolean
  /** Where the store packages go (`<dir>/<store>/` unpacked and `<dir>/studify-<version>-<store>.zip`); `null`: none. */
  storesDir?: string | null
}

export type BuildExtensionResult = {
  outDir: string
  zipPath: string | null
  siteOrigin: string
  /** Each store's unpacked folder and zip. */
  stores: { store: StoreTarget; dir: string; zipPath: string }[]
}

/**
 * The panel renders the site's answer UI (src/components/answers, React): two things the site's
 * bundler does differently are done here.
 * - `studify:ask-messages`: the `ask` namespace of each site message file, the UI's strings (not the
 *   whole files: the panel needs one namespace of 36).
 * - KaTeX's stylesheet, which the answer renderer imports, is linked by the panel's pages from the
 *   copy made by copyStaticFiles (with the WOFF2 fonts only), so the bundle leaves it out.
 */
const panelPlugin: Plugin = {
  name: 'studify-panel',
  setup: (pluginBuild) => {
    pluginBuild.onResolve({ filter: /^studify:ask-messages$/ }, () => ({ path: 'ask-messages', namespace: 'studify' }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'studify' }, () => {
      const messages = Object.fromEntries(
        LOCALES.map((locale) => [
          locale,
          JSON.parse(readFileSync(path.join(root, 'src/messages', `${locale}.json`), 'utf8')).ask,
        ]),
      )
      return {
        contents: JSON.stringify(messages),
        loader: 'json',
        watchFiles: LOCALES.map((l) => path.join(root, 'src/messages', `${l}.json`)),
      }
    })
    pluginBuild.onResolve({ filter: /^katex\/dist\/katex(\.min)?\.css$/ }, () => ({
      path: 'katex.css',
      namespace: 'studify-empty',
    }))
    pluginBuild.onLoad({ filter: /.*/, namespace: 'studify-empty' }, () => ({ contents: '', loader: 'css' }))
  },
}

/** The scripts are compiled per browser family: Firefox's sidebar instead of the side panel. */
type Browser = 'chromium' | 'firefox'

const bundleOptions = (
  siteOrigin: string,
  outDir: string,
  dev: boolean,
  browser: Browser = 'chromium',
): BuildOptions => ({
  entryPoints: {
    background: path.join(extensionDir, 'src/background/index.ts'),
    panel: path.join(extensionDir, 'src/panel/index.tsx'),
    'connect-bridge': path.join(extensionDir, 'src/connect-bridge.ts'),
  },
  outdir: outDir,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: ['chrome116', 'firefox140'],
  tsconfig: path.join(extensionDir, 'tsconfig.json'),
  jsx: 'automatic',
  plugins: [panelPlugin],
  // The shared components say 'use client' for Next; here everything is client code.
  logOverride: { 'module-level-directive': 'silent' },
  define: {
    __STUDIFY_SITE_ORIGIN__: JSON.stringify(siteOrigin),
    __STUDIFY_BROWSER__: JSON.stringify(browser),
    // React's production build (no development warnings, no eval).
    'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production'),
  },
  minify: !dev,
  sourcemap: dev ? 'linked' : false,
  legalComments: dev ? 'inline' : 'eof',
  logLevel: 'warning',
})

const copyStaticFiles = (outDir: string, siteOrigin: string, target: ManifestTarget) => {
  cpSync(path.join(extensionDir, 'static'), outDir, { recursive: true })

  // KaTeX's stylesheet and its WOFF2 fonts (every Chromium reads WOFF2; the older formats are never fetched).
  const katexDist = path.join(root, 'node_modules/katex/dist')
  mkdirSync(path.join(outDir, 'katex/fonts'), { recursive: true })
  cpSync(path.join(katexDist, 'katex.min.css'), path.join(outDir, 'katex/katex.min.css'))
  for (const font of readdirSync(path.join(katexDist, 'fonts')).filter((name) => name.endsWith('.woff2'))) {
    cpSync(path.join(katexDist, 'fonts', font), path.join(outDir, 'katex/fonts', font))
  }

  const folders = {
    ...Object.fromEntries(Object.values(CHROME_LOCALE_FOLDERS).map((f) => [f, f])),
    ...CHROME_LOCALE_COPIES,
  }
  for (const [target, source] of Object.entries(folders)) {
    const from = path.join(extensionDir, '_locales', source, 'messages.json')
    mkdirSync(path.join(outDir, '_locales', target), { recursive: true })
    writeFileSync(
      path.join(outDir, '_locales', target, 'messages.json'),
      JSON.stringify(JSON.parse(readFileSync(from, 'utf8'))),
    )
  }

  const manifest = createManifest({ siteOrigin, version: EXTENSION_VERSION, target })
  writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`)
}

const listFiles = (dir: string, prefix = ''): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const full = path.join(dir, name)
      return statSync(full).isDirectory() ? listFiles(full, `${prefix}${name}/`) : [`${prefix}${name}`]
    })

/** The unpacked folder as a zip with fixed timestamps: the same sources give the same bytes. */
const zipFolder = (outDir: string, zipPath: string) => {
  const mtime = new Date('2025-01-01T00:00:00Z')
  const files: Zippable = {}
  for (const file of listFiles(outDir).filter((name) => !name.endsWith('.map'))) {
    files[file] = [new Uint8Array(readFileSync(path.join(outDir, file))), { mtime }]
  }
  const zip = zipSync(files, { level: 9 })
  // Unchanged sources leave the file alone: `npm start` rebuilds the site when public/ changes.
  if (existsSync(zipPath) && Buffer.from(zip).equals(readFileSync(zipPath))) return
  mkdirSync(path.dirname(zipPath), { recursive: true })
  writeFileSync(zipPath, zip)
}

/**
 * The store packages: the same scripts (built once), static files and locales, each with its own
 * manifest, zipped as the store takes it.
 */
const packStores = async (bundleDir: string, siteOrigin: string, storesDir: string) => {
  const packed: BuildExtensionResult['stores'] = []
  for (const store of STORE_TARGETS) {
    const dir = path.join(storesDir, store)
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
    copyStaticFiles(dir, siteOrigin, store)
    if (store === 'firefox') await build(bundleOptions(siteOrigin, dir, false, 'firefox'))
    else
      for (const script of ['background.js', 'panel.js', 'panel.css'])
        cpSync(path.join(bundleDir, script), path.join(dir, script))
    const zipPath = path.join(storesDir, storePackageName(store))
    zipFolder(dir, zipPath)
    packed.push({ store, dir, zipPath })
  }
  return packed
}

export const buildExtension = async (options: BuildExtensionOptions = {}): Promise<BuildExtensionResult> => {
  const siteOrigin = normaliseSiteOrigin(options.siteUrl ?? process.env.STUDIFY_SITE_URL ?? DEFAULT_SITE_URL)
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT_DIR)
  const zipPath = options.zipPath === null ? null : path.resolve(options.zipPath ?? DEFAULT_ZIP_PATH)
  const storesDir = options.storesDir === null ? null : path.resolve(options.storesDir ?? DEFAULT_STORES_DIR)
  const dev = Boolean(options.dev || options.watch)

  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  copyStaticFiles(outDir, siteOrigin, 'unpacked')

  if (options.watch) {
    const watcher = await context({
      ...bundleOptions(siteOrigin, outDir, true),
      plugins: [
        panelPlugin,
        {
          name: 'report',
          setup: (pluginBuild) =>
            pluginBuild.onEnd((result) =>
              console.log(`extension: rebuilt (${result.errors.length} errors) — reload it in chrome://extensions`),
            ),
        },
      ],
    })
    await watcher.watch()
    return { outDir, zipPath: null, siteOrigin, stores: [] }
  }

  await build(bundleOptions(siteOrigin, outDir, dev))
  if (zipPath) zipFolder(outDir, zipPath)
  const stores = storesDir ? await packStores(outDir, siteOrigin, storesDir) : []
  return { outDir, zipPath, siteOrigin, stores }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href
if (isMain) {
  const args = process.argv.slice(2)
  const value = (name: string) =>
    args
      .find((arg) => arg.startsWith(`--${name}=`))
      ?.split('=')
      .slice(1)
      .join('=')
  const result = await buildExtension({
    siteUrl: value('site'),
    outDir: value('out'),
    zipPath: args.includes('--no-zip') ? null : value('zip'),
    storesDir: args.includes('--no-stores') ? null : value('stores'),
    dev: args.includes('--dev'),
    watch: args.includes('--watch'),
  })
  console.log(`extension: ${path.relative(root, result.outDir)} for ${result.siteOrigin}`)
  if (result.zipPath) console.log(`extension: ${path.relative(root, result.zipPath)}`)
  for (const { zipPath } of result.stores) console.log(`extension: ${path.relative(root, zipPath)}`)
  if (!existsSync(path.join(result.outDir, 'manifest.json'))) process.exit(1)
}
