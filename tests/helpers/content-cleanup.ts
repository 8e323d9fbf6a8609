import type { Payload } from 'payload'

/**
 * Removes what a content test made (every slug, path and file name carries its `stamp`): the
 * int files share one database, and others count the seeded posts and articles.
 */
export const removeStamped = async (payload: Payload, stamp: string) => {
  const options = { overrideAccess: true, context: { disableRevalidate: true } }
  await payload.delete({ collection: 'redirects', where: { from: { like: stamp } }, ...options })
  // Drafts and what is in the trash too: both are still rows of the collection.
  const everything = { ...options, trash: true }
  await payload.delete({ collection: 'posts', where: { slug: { like: stamp } }, ...everything })
  await payload.delete({ collection: 'help-articles', where: { slug: { like: stamp } }, ...everything })
  await payload.delete({ collection: 'pages', where: { slug: { like: stamp } }, ...everything })
  await payload.delete({ collection: 'media', where: { filename: { like: stamp } }, ...options })
}
