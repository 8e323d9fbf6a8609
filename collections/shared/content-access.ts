import type { CollectionSlug } from 'payload'

import {
  anyone,
  deletesContent,
  deletesContentOrOwnDraft,
  editsOwnMedia,
  publishedOrContentRole,
  publishedUntrashedOrContentRole,
  readsDrafts,
  writesContent,
  writesDraftContent,
  writesEveryLocale,
} from '../../src/access'

/** Public site content without drafts (categories): anyone reads, the content roles write, editors delete. */
export const publicContentAccess = {
  read: anyone,
  create: writesContent,
  update: writesContent,
  delete: deletesContent,
}

/** Media: as other public content, but a contributor edits only the files they uploaded. */
export const mediaAccess = { ...publicContentAccess, update: editsOwnMedia }

/**
 * What takes effect the moment it is saved in every language (redirects): editors and admins with
 * all languages only (a translator is refused, and the admin offers them no Create or Save).
 */
export const immediateContentAccess = {
  read: anyone,
  create: writesEveryLocale,
  update: writesEveryLocale,
  delete: deletesContent,
}

/**
 * Drafted site content (`draftVersions`): visitors read what is published, the content roles
 * every draft; contributors write drafts only, editors publish.
 */
export const draftContentAccess = {
  read: publishedOrContentRole,
  create: writesDraftContent,
  update: writesDraftContent,
  delete: deletesContent,
  // Versions hold unpublished text: never for visitors or students (Payload's default is any account).
  readVersions: readsDrafts,
}

/** Drafted content with a trash (`trash: true`): what is in the trash is not published to anyone. */
export const trashableContentAccess = { ...draftContentAccess, read: publishedUntrashedOrContentRole }

/**
 * Drafted content whose "Create New" a contributor may undo: she deletes (or, with a trash,
 * trashes) the drafts she created that were never published (src/access/own-drafts.ts; issue 34
 * item 12). `base`: the collection's access otherwise (with a trash by default).
 */
export const ownDraftsContentAccess = (
  collection: CollectionSlug,
  base: typeof draftContentAccess = trashableContentAccess,
) => ({
  ...base,
  delete: deletesContentOrOwnDraft(collection),
})
