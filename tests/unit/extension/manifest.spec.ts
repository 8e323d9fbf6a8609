import { createHash } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { afterAll, describe, expect, it } from 'vitest'

import { allowedExtensionIds, isAllowedExtensionId } from '@/components/extension/extension-ids'

import { buildExtension } from '../../../scripts/build-extension'
import { EXTENSION_ID, FIREFOX_ADDON_ID } from '../../../extension/src/config/extension-id'
import { createManifest, MANIFEST_KEY, normaliseSiteOrigin, PERMISSIONS } from '../../../extension/src/manifest'

/** Chrome's rule: SHA-256 of the DER public key, first 32 hex digits, 0–f written as a–p. */
const extensionIdOf = (base64Key: string) =>
  [...createHash('sha256').update(Buffer.from(base64Key, 'base64')).digest('hex').slice(0, 32)]
    .map((digit) => String.fromCharCode('a'.charCodeAt(0) + parseInt(digit, 16)))
    .join('')

describe('manifest', () => {
  it('pins the exported extension id with its public key', () => {
    expect(extensionIdOf(MANIFEST_KEY)).toBe(EXTENSION_ID)
    expect(EXTENSION_ID).toMatch(/^[a-p]{32}$/)
  })

  it('asks for the minimal permissions and only the site as host', () => {
    const manifest = createManifest({ siteOrigin: 'https://studify.example', version: '1.2.3' })
    expect(manifest.manifest_version).toBe(3)
    expect(manifest.permissions).toEqual(['storage', 'sidePanel', 'contextMenus', 'activeTab', 'tabs', 'alarms'])
    expect(PERMISSIONS).not.toContain('scripting')
    expect(manifest.host_permissions).toEqual(['https://studify.example/*'])
    expect(manifest).toMatchObject({ externally_connectable: { matches: ['https://studify.example/*'] } })
    // One content script, on the site's own connect page only: it reads no other page.
    expect(manifest.content_scripts?.flatMap((script) => script.matches)).toEqual([
      'https://studify.example/extension/connect*',
      'https://studify.example/*/extension/connect*',
    ])
    expect(manifest.content_security_policy).toEqual({
      extension_pages: "script-src 'self'; object-src 'none'; base-uri 'none'",
    })
    expect(manifest.version).toBe('1.2.3')
  })

  it('builds the host permission from an origin', () => {
    expect(normaliseSiteOrigin('http://localhost:3100/')).toBe('http://localhost:3100')
    expect(normaliseSiteOrigin('https://studify.example/some/path?x=1')).toBe('https://studify.example')
    expect(() => normaliseSiteOrigin('file:///etc/passwd')).toThrow()
    expect(() => normaliseSiteOrigin('not a url')).toThrow()
  })
})

describe('the site’s allow-list for the sign-in hand-over', () => {
  it('defaults to the pinned id, and reads NEXT_PUBLIC_EXTENSION_IDS when set; the Firefox add-on always', () => {
    expect(allowedExtensionIds('')).toEqual([EXTENSION_ID, FIREFOX_ADDON_ID])
    expect(allowedExtensionIds(undefined)).toEqual([EXTENSION_ID, FIREFOX_ADDON_ID])
    const store = 'abcdefghijklmnopabcdefghijklmnop'
    expect(allowedExtensionIds(` ${store} , ${EXTENSION_ID},not-an-id`)).toEqual([
      store,
      EXTENSION_ID,
      FIREFOX_ADDON_ID,
    ])
  })

  it('every build carries the connect page’s content script, Firefox’s only way to hand the sign-in over', () => {
    for (const target of ['unpacked', 'chrome', 'edge', 'firefox'] as const) {
      const manifest = createManifest({ siteOrigin: 'https://studify.example', version: '1.0.0', target }) as {
        content_scripts?: { matches: string[]; js: string[] }[]
      }
      expect(manifest.content_scripts, target).toEqual([
        expect.objectContaining({
          matches: ['https://studify.example/extension/connect*', 'https://studify.example/*/extension/connect*'],
          js: ['connect-bridge.js'],
        }),
      ])
    }
  })

  it('accepts only listed ids', () => {
    expect(isAllowedExtensionId(EXTENSION_ID, [EXTENSION_ID])).toBe(true)
    expect(isAllowedExtensionId('a'.repeat(32), [EXTENSION_ID])).toBe(false)
    expect(isAllowedExtensionId(null, [EXTENSION_ID])).toBe(false)
  })
})

describe('scripts/build-extension', () => {
  const workDir = mkdtempSync(path.join(tmpdir(), 'studify-build-'))
  afterAll(() => rmSync(workDir, { recursive: true, force: true }))

  it('builds an unpacked extension for the given site and zips it', async () => {
    const outDir = path.join(workDir, 'dist')
    const zipPath = path.join(workDir, 'downloads', 'studify-extension.zip')
    const result = await buildExtension({ siteUrl: 'https://studify.example/', outDir, zipPath, storesDir: null })
    expect(result.siteOrigin).toBe('https://studify.example')

    const manifest = JSON.parse(readFileSync(path.join(outDir, 'manifest.json'), 'utf8'))
    expect(manifest.host_permissions).toEqual(['https://studify.example/*'])
    for (const file of ['background.js', 'panel.js', 'sidepanel.html', 'popup.html', 'katex/katex.min.css']) {
      expect(existsSync(path.join(outDir, file)), file).toBe(true)
    }
    expect(existsSync(path.join(outDir, '_locales/pt_BR/messages.json'))).toBe(true)
    expect(existsSync(path.join(outDir, '_locales/zh_CN/messages.json'))).toBe(true)
    // The site origin is compiled in; nothing is loaded from anywhere else.
    const panel = readFileSync(path.join(outDir, 'panel.js'), 'utf8')
    expect(panel).toContain('https://studify.example')
    expect(panel).not.toContain('http://localhost:3000')

    const files = unzipSync(new Uint8Array(readFileSync(zipPath)))
    expect(Object.keys(files)).toContain('manifest.json')
    expect(JSON.parse(strFromU8(files['manifest.json']!)).key).toBe(MANIFEST_KEY)
    expect(Object.keys(files).some((name) => name.endsWith('.map'))).toBe(false)
  }, 60_000)
})
