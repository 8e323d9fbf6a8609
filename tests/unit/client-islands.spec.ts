import { readFileSync } from 'node:fs'

import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

import { clientGraph } from '../helpers/client-graph'

/**
 * The pages issue 27 keeps light (and the marketing pages built from the same blocks), with the
 * layout and the error boundary Next.js ships around them.
 */
const ROUTES = [
  'src/app/(frontend)/[locale]/layout.tsx',
  'src/app/(frontend)/[locale]/error.tsx',
  'src/app/(frontend)/[locale]/page.tsx',
  'src/app/(frontend)/[locale]/blog/[slug]/page.tsx',
  'src/app/(frontend)/[locale]/alternative/[competitor]/page.tsx',
  'src/app/(frontend)/[locale]/[slug]/page.tsx',
]

/**
 * The client modules those pages may ship: the small islands of issue 27 and what they need. A
 * section that becomes a client component again, or an island that grows a dependency, shows here.
 */
const ISLANDS = [
  'src/app/(frontend)/[locale]/error.tsx',
  // The one role check (a pure six-line function) the settings tabs share with the server's access rules.
  'src/access/check-role.ts',
  'src/components/auth/AccountActions.tsx',
  'src/components/auth/SessionProvider.tsx',
  'src/components/auth/use-session-check.ts',
  'src/components/blog/ShareButton.tsx',
  'src/components/landing/FaqAccordion.tsx',
  'src/components/landing/FlashSaleCountdown.tsx',
  'src/components/landing/OfferToggle.tsx',
  'src/components/landing/Reveal.tsx',
  'src/components/landing/use-sale-countdown.ts',
  'src/components/preview/PreviewClient.tsx',
  'src/components/settings/settings-tabs.ts',
  'src/components/settings/use-settings-panel.tsx',
  // The footer's language links: the 14 links it gets, and the choice remembered on click.
  'src/components/site/FooterLanguages.tsx',
  'src/components/site/HeaderShell.tsx',
  'src/components/site/LanguageSwitcher.tsx',
  'src/components/site/LocaleResolver.tsx',
  'src/components/site/VisitTracker.tsx',
  'src/i18n/link.tsx',
  // Where an English page sends the visitor for their language (the resolver and the share hand-over ask it).
  'src/i18n/locale-redirect.ts',
  // The remembered language choice (a localStorage key and its setter), shared by the two above.
  'src/i18n/preferred-locale.ts',
]

/** Packages no island may load up front (each several kB gzipped of every page's first load). */
const HEAVY_PACKAGES = ['swr', 'next/dynamic', 'intl-messageformat', '@formatjs/icu-messageformat-parser']

const metafile = async (): Promise<Metafile> =>
  (
    await build({
      entryPoints: ROUTES,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      write: false,
      outdir: 'out',
      logLevel: 'silent',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.scss': 'empty' },
    })
  ).metafile

const fileIsClient = (file: string) => /^\s*(['"])use client\1/.test(readFileSync(file, 'utf8'))

/** A metafile of hand-written modules: `imports` by file. */
const fakeMeta = (imports: Record<string, string[]>): Metafile => ({
  inputs: Object.fromEntries(
    Object.entries(imports).map(([file, paths]) => [
      file,
      {
        bytes: 0,
        imports: paths.map((path) => ({ path, kind: 'import-statement' as const, external: !path.startsWith('src/') })),
      },
    ]),
  ),
  outputs: {},
})

describe('the client graph walk', () => {
  it('counts a module first reached from a server component as client code when a client component imports it', () => {
    const meta = fakeMeta({
      'src/page.tsx': ['src/shared.ts', 'src/Island.tsx'],
      'src/shared.ts': ['heavy-package'],
      'src/Island.tsx': ['src/shared.ts'],
    })
    const { modules, packages } = clientGraph({
      meta,
      routes: ['src/page.tsx'],
      isClient: (f) => f === 'src/Island.tsx',
    })
    expect([...modules].sort()).toEqual(['src/Island.tsx', 'src/shared.ts'])
    expect(packages.get('heavy-package')).toBe('src/shared.ts')
  })

  it('leaves server-only modules and their packages out', () => {
    const meta = fakeMeta({ 'src/page.tsx': ['src/server.ts'], 'src/server.ts': ['heavy-package'] })
    const { modules, packages } = clientGraph({ meta, routes: ['src/page.tsx'], isClient: () => false })
    expect([...modules]).toEqual([])
    expect(packages.size).toBe(0)
  })
})

describe('client code of the landing, a post and a competitor page', () => {
  it('is the small islands only, every one of them found, none pulling a heavy package', async () => {
    const { modules: found, packages } = clientGraph({ meta: await metafile(), routes: ROUTES, isClient: fileIsClient })
    // A component's CSS Module is a stylesheet, never script the page hydrates.
    const modules = [...found].filter((file) => file.startsWith('src/') && !/\.s?css$/.test(file))
    expect(
      modules.filter(
        (file) => !ISLANDS.includes(file) && !file.startsWith('src/config/') && !file.startsWith('src/lib/'),
      ),
    ).toEqual([])
    // A listed island the walk no longer reaches means the walk (or the list) is wrong.
    expect(ISLANDS.filter((file) => !found.has(file))).toEqual([])
    expect(
      HEAVY_PACKAGES.filter((name) => packages.has(name)).map((name) => `${name} via ${packages.get(name)}`),
    ).toEqual([])
  }, 60_000)
})
