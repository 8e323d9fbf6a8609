import { readdirSync } from 'node:fs'
import path from 'node:path'

import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'

import { EXTENSION_DOWNLOAD_PATH } from '@/config/extension'
import { config, proxy } from '@/proxy'

// The matcher as Next.js compiles it at build time (the same function, so the same regular
// expression); the function is Next's own, exported but left out of its type declarations.
const { getMiddlewareMatchers } = pageStaticInfo as unknown as {
  getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => Array<{ regexp: string }>
}
const matchers = getMiddlewareMatchers(config.matcher, {}).map(({ regexp }) => new RegExp(regexp))
const passesProxy = (pathname: string) => matchers.some((matcher) => matcher.test(pathname))

const publicFiles = (dir: string, prefix = ''): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`/${prefix}${entry.name}`],
  )

describe('which paths the proxy sees (issue 33: every HTML answer gets the nonce policy)', () => {
  // The extension's zip is written into public/ when the server starts (scripts/start.mjs), so it
  // may not be there yet when this runs.
  const files = [...new Set([...publicFiles(path.resolve('public')), EXTENSION_DOWNLOAD_PATH])]

  it('leaves out exactly the files of public/: a new one is served as a file only once it is listed', () => {
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) expect(passesProxy(file), file).toBe(false)
  })

  it('takes any other dotted path, which answers the not-found page (no file, no host allow-list)', () => {
    const lookalikes = files.flatMap((file) => [`${file}x`, `${file.replace(/\.[^.]+$/, '')}2${path.extname(file)}`])
    for (const pathname of [...lookalikes, '/foo.txt', '/favicon2.ico', '/pwa/nothing.png', '/fr/notes.pdf'])
      expect(passesProxy(pathname), pathname).toBe(true)
  })

  it('takes Next.js paths that are not its static files or image optimiser, and the pages', () => {
    for (const pathname of ['/_next/nothing', '/_next/statics.js', '/', '/fr', '/blog/a-post', '/robots.txt'])
      expect(passesProxy(pathname), pathname).toBe(true)
    for (const pathname of [
      '/_next/static/chunks/main.js',
      '/_next/image',
      '/api/users/me',
      '/admin',
      '/bench-baseline',
    ])
      expect(passesProxy(pathname), pathname).toBe(false)
  })

  it('answers a dotted path with the nonce policy and never redirects it as an unknown page slug', async () => {
    for (const pathname of ['/foo.txt', '/fr/notes.pdf', '/sitemap.xml']) {
      const response = await proxy(new NextRequest(`http://localhost${pathname}`))
      expect(response.status, pathname).toBe(200)
      expect(response.headers.get('location'), pathname).toBeNull()
      expect(response.headers.get('content-security-policy'), pathname).toMatch(
        /script-src 'nonce-[^']+' 'strict-dynamic'/,
      )
    }
  })
})
