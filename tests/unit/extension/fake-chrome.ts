/**
 * The few `chrome.*` calls the extension's background and storage modules make, in memory: enough to
 * run them under vitest. Installed on `globalThis.chrome` by `installFakeChrome()`.
 */
type Items = Record<string, unknown>

const storageArea = () => {
  let items: Items = {}
  return {
    get items() {
      return items
    },
    get: async (key?: string | string[] | null) => {
      if (key === null || key === undefined) return { ...items }
      const keys = Array.isArray(key) ? key : [key]
      return Object.fromEntries(keys.filter((k) => k in items).map((k) => [k, structuredClone(items[k])]))
    },
    set: async (values: Items) => {
      items = { ...items, ...structuredClone(values) }
    },
    remove: async (key: string | string[]) => {
      for (const k of Array.isArray(key) ? key : [key]) delete items[k]
    },
    setAccessLevel: async () => undefined,
  }
}

export const EXTENSION_TEST_ID = 'nbpmhemmamlehggcngphohidngngipdi'

export const installFakeChrome = () => {
  const fake = {
    storage: { local: storageArea(), session: storageArea() },
    runtime: { id: EXTENSION_TEST_ID, getURL: (path: string) => `chrome-extension://${EXTENSION_TEST_ID}/${path}` },
    sidePanel: { open: async () => undefined },
  }
  ;(globalThis as unknown as { chrome: unknown }).chrome = fake
  return fake
}
