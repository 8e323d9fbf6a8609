import { anyone, editorOrAdmin } from '../../src/access'

/** Public site content: anyone reads, editors and admins write. */
export const publicContentAccess = {
  read: anyone,
  create: editorOrAdmin,
  update: editorOrAdmin,
  delete: editorOrAdmin,
}
