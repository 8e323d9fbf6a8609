import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { EXTENSION_VERSION as SITE_EXTENSION_VERSION } from '@/config/extension'

import {
  type BuildExtensionResult,
  buildExtension,
  EXTENSION_VERSION,
  storePackageName,
} from '../../../scripts/build-extension'
import lintAllowed from '../../../extension/store/lint-allowed.json'
import {
  createManifest,
  EXTENSION_PAGES_CSP,
  FIREFOX_ADDON_ID,
  MANIFEST_KEY,
  PERMISSIONS,
  STORE_TARGETS,
} from '../../../extension/src/manifest'
import packageJson from '../../../package.json'

const SITE = 'https://studify.example'
const root = path.resolve(import.meta.dirname, '../../..')

describe('each store’s manifest', () => {
  const chromium = ['chrome', 'edge'] as const

  it.each(chromium)('%s: MV3 service worker, the side panel, the site as the only host, no pinned key', (store) => {
    const manifest = createManifest({ siteOrigin: SITE, version: '2.0.1', target: store })
    expect(manifest).toMatchObject({
      manifest_version: 3,
      version: '2.0.1',
      side_panel: { default_path: 'sidepanel.html' },
      background: { service_worker: 'background.js' },
      permissions: [...PERMISSIONS],
      host_permissions: [`${SITE}/*`],
      externally_connectable: { matches: [`${SITE}/*`] },
      content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
    })
    // The store signs with its own key and refuses one in the upload.
    expect(manifest).not.toHaveProperty('key')
    expect(manifest).not.toHaveProperty('sidebar_action')
    expect(manifest).not.toHaveProperty('browser_specific_settings')
  })

  it('the unpacked build (developer mode, /download) pins the id with the public key', () => {
    expect(createManifest({ siteOrigin: SITE, version: '1.0.0' })).toMatchObject({ key: MANIFEST_KEY })
  })

  it('firefox: the sidebar, an event page, its add-on id and data-collection disclosure', () => {
    const manifest = createManifest({ siteOrigin: SITE, version: '2.0.1', target: 'firefox' })
    expect(manifest).toMatchObject({
      manifest_version: 3,
      sidebar_action: { default_panel: 'sidepanel.html' },
      background: { scripts: ['background.js'] },
      host_permissions: [`${SITE}/*`],
      content_security_policy: { extension_pages: EXTENSION_PAGES_CSP },
      browser_specific_settings: {
        gecko: {
          id: FIREFOX_ADDON_ID,
          data_collection_permissions: { required: ['authenticationInfo', 'websiteContent'] },
        },
      },
    })
    expect(manifest.permissions).toEqual(PERMISSIONS.filter((permission) => permission !== 'sidePanel'))
    for (const key of ['side_panel', 'key', 'externally_connectable', 'minimum_chrome_version']) {
      expect(manifest).not.toHaveProperty(key)
    }
    expect(manifest.background).not.toHaveProperty('service_worker')
  })
})

it('the site shows and records the version the build writes (package.json’s)', () => {
  expect(SITE_EXTENSION_VERSION).toBe(packageJson.version)
  expect(EXTENSION_VERSION).toBe(packageJson.version)
})

describe('npm run build:extension: one build, three store packages', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'studify-stores-'))
  let result: BuildExtensionResult

  beforeAll(async () => {
    result = await buildExtension({
      siteUrl: SITE,
      outDir: path.join(workDir, 'dist'),
      zipPath: null,
      storesDir: path.join(workDir, 'stores'),
    })
  }, 120_000)
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  it('zips each store’s package with the version from package.json', () => {
    expect(result.stores.map(({ store }) => store)).toEqual([...STORE_TARGETS])
    for (const { store, zipPath } of result.stores) {
      expect(path.basename(zipPath)).toBe(storePackageName(store, packageJson.version))
      const files = unzipSync(new Uint8Array(readFileSync(zipPath)))
      const manifest = JSON.parse(strFromU8(files['manifest.json']!))
      expect(manifest).toEqual(createManifest({ siteOrigin: SITE, version: packageJson.version, target: store }))
      for (const file of ['background.js', 'panel.js', 'sidepanel.html', 'popup.html', '_locales/ar/messages.json']) {
        expect(files[file], `${store}: ${file}`).toBeDefined()
      }
    }
  })

  it('compiles Firefox’s scripts without the side panel and Chromium’s without the sidebar; no remote code', () => {
    const read = (store: string, file: string) => readFileSync(path.join(workDir, 'stores', store, file), 'utf8')
    expect(read('firefox', 'panel.js')).not.toContain('sidePanel')
    expect(read('firefox', 'background.js')).not.toContain('sidePanel')
    expect(read('firefox', 'panel.js')).toContain('sidebarAction')
    expect(read('chrome', 'panel.js')).not.toContain('sidebarAction')
    for (const store of STORE_TARGETS) {
      for (const file of ['panel.js', 'background.js', 'sidepanel.html', 'popup.html']) {
        // Scripts come from the package only: no URL of a script host, no eval or Function constructor.
        expect(read(store, file), `${store}/${file}`).not.toMatch(/<script[^>]+src=["']https?:|\beval\(|new Function\(/)
      }
    }
  })

  it('web-ext lint passes the Firefox package: no error, only the warnings justified in extension/store', () => {
    expect(existsSync(path.join(workDir, 'stores', 'firefox', 'manifest.json'))).toBe(true)
    const output = execFileSync(
      path.join(root, 'node_modules/.bin/web-ext'),
      ['lint', '--source-dir', path.join(workDir, 'stores', 'firefox'), '--output', 'json', '--no-config-discovery'],
      { encoding: 'utf8', env: { ...process.env, NO_UPDATE_NOTIFIER: '1' } },
    )
    const report = JSON.parse(output.slice(output.indexOf('{'))) as {
      errors: { code: string }[]
      warnings: { code: string; file?: string; message: string }[]
    }
    expect(report.errors).toEqual([])
    const unjustified = report.warnings.filter(
      (warning) => !lintAllowed.some((allowed) => allowed.code === warning.code && allowed.file === warning.file),
    )
    expect(unjustified.map(({ code, file, message }) => `${code} ${file}: ${message}`)).toEqual([])
  }, 120_000)
})
