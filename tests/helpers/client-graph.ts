import type { Metafile } from 'esbuild'

/** Static imports only: a dynamic `import()` is loaded when needed, not with the page. */
const staticImports = (meta: Metafile, file: string) =>
  (meta.inputs[file]?.imports ?? []).filter((imported) => imported.kind === 'import-statement')

/**
 * The modules of `routes` that reach the browser (a `'use client'` module and everything it
 * imports) and the packages those load, with the module that loads each. A module is visited once
 * as server code and once as client code: one first reached from a server component is still
 * client code when a client component imports it too.
 */
export const clientGraph = ({
  meta,
  routes,
  isClient,
}: {
  meta: Metafile
  routes: string[]
  isClient: (file: string) => boolean
}) => {
  const modules = new Set<string>()
  const packages = new Map<string, string>()
  const seen = new Set<string>()
  const walk = (file: string, isClientSide: boolean) => {
    const clientSide = isClientSide || isClient(file)
    const key = `${clientSide ? 'client' : 'server'}:${file}`
    if (seen.has(key)) return
    seen.add(key)
    if (clientSide) modules.add(file)
    for (const imported of staticImports(meta, file)) {
      if (!imported.external) walk(imported.path, clientSide)
      else if (clientSide && !packages.has(imported.path)) packages.set(imported.path, file)
    }
  }
  for (const route of routes) walk(route, false)
  return { modules, packages }
}
