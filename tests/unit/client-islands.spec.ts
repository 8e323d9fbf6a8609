import { readFileSync } from 'node:fs'

import { build, type Metafile } from 'esbuild'
import { describe, expect, it } from 'vitest'

/** The pages issue 27 keeps light (and the marketing pages built from the same blocks), with the layout around them. */
const ROUTES = [
  'src/app/(frontend)/[locale]/layout.tsx',
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
  'src/components/site/HeaderShell.tsx',
  'src/components/site/LanguageSwitcher.tsx',
  'src/components/site/LocaleResolver.tsx',
  'src/components/site/VisitTracker.tsx',
  'src/i18n/link.tsx',
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

const isClient = (file: string) => /^\s*(['"])use client\1/.test(readFileSync(file, 'utf8'))

/** Static imports only: a dynamic `import()` is loaded when needed, not with the page. */
const staticImports = (meta: Metafile, file: string) =>
  (meta.inputs[file]?.imports ?? []).filter((imported) => imported.kind === 'import-statement')

describe('client code of the landing, a post and a competitor page', () => {
  it('is the small islands only, none pulling a heavy package', async () => {
    const meta = await metafile()
    const islands = new Set<string>()
    const packages = new Map<string, string>()
    const walk = (file: string, isClientSide: boolean, seen: Set<string>) => {
      if (seen.has(file)) return
      seen.add(file)
      const clientSide = isClientSide || isClient(file)
      if (clientSide) islands.add(file)
      for (const imported of staticImports(meta, file)) {
        if (imported.external) {
          if (clientSide) packages.set(imported.path, file)
        } else walk(imported.path, clientSide, seen)
      }
    }
    for (const route of ROUTES) walk(route, false, new Set())
    const modules = [...islands].filter((file) => file.startsWith('src/'))
    expect(
      modules.filter(
        (file) => !ISLANDS.includes(file) && !file.startsWith('src/config/') && !file.startsWith('src/lib/'),
      ),
    ).toEqual([])
    expect(
      HEAVY_PACKAGES.filter((name) => packages.has(name)).map((name) => `${name} via ${packages.get(name)}`),
    ).toEqual([])
  }, 60_000)
})
