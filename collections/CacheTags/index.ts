import type { CollectionConfig } from 'payload'

/**
 * The page cache's revalidations, shared by every app server: when a CMS edit on one server
 * expires a cache tag, the others read it here before serving a cached page
 * (src/lib/cache/shared-tags-cache-handler.mjs). Written and read only by that handler, in SQL.
 */
export const CacheTags: CollectionConfig = {
  slug: 'cache-tags',
  admin: { hidden: true },
  access: { read: () => false, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'tag', type: 'text', required: true, unique: true, index: true },
    // Milliseconds since the epoch, as Next.js's tags manifest keeps them.
    { name: 'staleAt', type: 'number' },
    { name: 'expiredAt', type: 'number' },
  ],
}
