import { build } from 'esbuild'
import { describe, expect, it } from 'vitest'

/**
 * Payload's config must not import a module that imports it back (`@payload-config`): with such a
 * cycle, whichever side loads first sees the other half-initialised.
 */
describe('payload.config.ts imports', () => {
  it('reach no module that imports the config back', async () => {
    const result = await build({
      entryPoints: ['payload.config.ts'],
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      metafile: true,
      write: false,
      logLevel: 'silent',
      jsx: 'automatic',
      loader: { '.css': 'empty', '.scss': 'empty' },
    })
    const importers = Object.entries(result.metafile.inputs)
      .filter(([, input]) => input.imports.some((imported) => imported.path === 'payload.config.ts'))
      .map(([file]) => file)
    expect(Object.keys(result.metafile.inputs).length).toBeGreaterThan(100)
    expect(importers).toEqual([])
  }, 30_000)
})
