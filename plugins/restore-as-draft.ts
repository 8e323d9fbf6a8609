import type { CollectionBeforeOperationHook, CollectionConfig, Config } from 'payload'

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

export const restoreAsDraft = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) =>
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
})
