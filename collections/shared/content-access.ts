import { anyone, editorOrAdmin, publishedOrContentRole, publishedUntrashedOrContentRole } from '../../src/access'

/** Public site content: anyone reads, editors and admins write. */
export const publicContentAccess = {
  read: anyone,
  create: editorOrAdmin,
  update: editorOrAdmin,
  delete: editorOrAdmin,
}

/** Drafted site content (`draftVersions`): visitors read what is published, editors every draft. */
export const draftContentAccess = {
  ...publicContentAccess,
  read: publishedOrContentRole,
  // Versions hold unpublished text: never for visitors or students (Payload's default is any account).
  readVersions: editorOrAdmin,
}

/** Drafted content with a trash (`trash: true`): what is in the trash is not published to anyone. */
export const trashableContentAccess = { ...draftContentAccess, read: publishedUntrashedOrContentRole }
