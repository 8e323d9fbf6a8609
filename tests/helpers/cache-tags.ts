import { tagsManifest } from 'next/dist/server/lib/incremental-cache/tags-manifest.external'

/**
 * Records the cache tags expired from now on, in the manifest Next's page cache checks its entries
 * against in this process (src/lib/cache/expire-tags-now.ts writes it). `expired()` lists them.
 */
export const watchExpiredTags = () => {
  let before = new Map<string, number | undefined>()
  return {
    reset() {
      before = new Map([...tagsManifest.entries()].map(([tag, entry]) => [tag, entry.expired]))
    },
    expired: (): string[] =>
      [...tagsManifest.entries()]
        .filter(([tag, entry]) => entry.expired !== undefined && entry.expired !== before.get(tag))
        .map(([tag]) => tag),
  }
}
