import {
  addDataAndFileToRequest,
  addLocalesToRequestFromData,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type CollectionSlug,
  type Config,
  type Endpoint,
  headersWithCors,
  parseParams,
  restoreVersionOperation,
} from 'payload'

import { canPublish } from '../src/access/editorial'
import { checkRole } from '../src/access/check-role'
import { CONTENT_ROLES, isLocaleLimited } from '../src/config/roles'
import { restoreOwnLocales } from '../src/services/content/restore-own-locales'

/**
 * "Restore as draft" from the trash sends `{ deletedAt: null, _status: 'draft' }` in the admin's
 * locale; with a status per locale (`localizeStatus`) that made that one locale a draft and left
 * every other one live again (issue 34 item 4). A restore as draft unpublishes every locale.
 */
const restoreAsDraftEverywhere: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'update' && operation !== 'updateByID') return args
  const data = args.data as { deletedAt?: unknown; _status?: unknown } | undefined
  if (data?.deletedAt === null && data._status === 'draft' && !args.draft) {
    return { ...args, unpublishAllLocales: true }
  }
  return args
}

const restorable = (collection: CollectionConfig) =>
  Boolean(collection.trash) &&
  Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)

type EditorialUser = Parameters<typeof canPublish>[0]

/**
 * The version view's "Restore this version" (issue 34 item 9): Payload offers it to whoever may
 * update the document and sends no `draft`, which restores as published — refused to a contributor,
 * with a generic "problem restoring" toast. A contributor's restore is her restore as a draft: it
 * works, and nothing live changes. A translator's restores her own languages as drafts (a restore of
 * every language is refused her, and the admin shows that refusal only as a generic toast).
 * Everyone else gets Payload's own handling (this endpoint, placed before Payload's, hands their
 * request on unchanged).
 */
const contributorRestore = (slug: string): Endpoint => ({
  path: '/versions/:id',
  method: 'post',
  handler: async (req) => {
    // As Payload's own POST handlers do (wrapInternalEndpoints): the body is read first, so a
    // malformed one is refused (400) before anything is restored, and its locale applies.
    await addDataAndFileToRequest(req)
    addLocalesToRequestFromData(req)
    const user = req.user as EditorialUser
    const collection = req.payload.collections[slug as keyof typeof req.payload.collections]
    const id = req.routeParams?.id
    const isContributor = checkRole(CONTENT_ROLES, user) && !canPublish(user)
    const { depth, draft, populate } = parseParams(req.query)
    if (checkRole(CONTENT_ROLES, user) && isLocaleLimited(user)) {
      // A translator restores her own languages, as drafts (src/services/content/restore-own-locales.ts).
      const doc = await restoreOwnLocales({ req, collection: slug as CollectionSlug, versionId: String(id) })
      return Response.json(
        { ...doc, message: req.t('version:restoredSuccessfully') },
        { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
      )
    }
    const result = await restoreVersionOperation({
      id: String(id),
      collection,
      depth,
      draft: isContributor ? true : draft,
      populate,
      req,
    })
    return Response.json(
      { ...result, message: req.t('version:restoredSuccessfully') },
      { headers: headersWithCors({ headers: new Headers(), req }), status: 200 },
    )
  },
})

const drafted = (collection: CollectionConfig) =>
  Boolean(collection.versions && typeof collection.versions === 'object' && collection.versions.drafts)

const withContributorRestore = (collection: CollectionConfig): CollectionConfig =>
  drafted(collection) && collection.endpoints !== false
    ? { ...collection, endpoints: [contributorRestore(collection.slug), ...(collection.endpoints || [])] }
    : collection

export const restoreAsDraft = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
    withContributorRestore(
      restorable(collection)
        ? {
            ...collection,
            hooks: {
              ...collection.hooks,
              beforeOperation: [...(collection.hooks?.beforeOperation ?? []), restoreAsDraftEverywhere],
            },
          }
        : collection,
    ),
  ),
})
