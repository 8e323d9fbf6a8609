import { APIError, type CollectionBeforeDeleteHook } from 'payload'

import { requestLocale } from '../../../src/i18n/request-locale'
import { serverMessages } from '../../../src/i18n/server-messages'

/**
 * A category that articles use is not deleted. The database no longer refuses it (drafted
 * articles may leave their category empty, so the column is nullable): articles in the trash
 * count too, as restoring one must find its category.
 */
export const keepUsedCategory: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const { totalDocs } = await req.payload.count({
    collection: 'help-articles',
    where: { category: { equals: id } },
    trash: true,
    req,
  })
  if (totalDocs === 0) return
  const messages = await serverMessages(requestLocale(req))
  throw new APIError(messages.helpCategoryInUse, 409, null, true)
}
