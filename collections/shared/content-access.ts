import { adminOnly, anyone } from '../../src/access'

/** Public site content: anyone reads, admins edit. */
export const publicContentAccess = {
  read: anyone,
  create: adminOnly,
  update: adminOnly,
  delete: adminOnly,
}
