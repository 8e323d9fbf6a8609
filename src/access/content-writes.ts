import {
  APIError,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type Config,
  type FlattenedField,
  type GlobalBeforeOperationHook,
  type PayloadRequest,
  type Where,
} from 'payload'

import { editorialViolation, languageOf } from './editorial-guard'
import { CONTENT_ROLES, isLocaleLimited } from '../config/roles'
import { serverMessages } from '../i18n/server-messages'
import type { ValidationMessageKey } from '../lib/validation/messages'
import { checkRole } from './check-role'
import { ownNeverPublished } from './own-drafts'
import {
  canPublish,
  editsOwnMedia,
  publishesImmediately,
  writesContent,
  writesDraftContent,
  writesEveryLocale,
} from './editorial'
import {
  hasLocalizedField,
  type LocaleWriteRefusal,
  localeWriteRefusal,
  sharedChangeRefusal,
  sharedFieldChanges,
  type WriteArgs,
} from './locale-writes'

/**
 * The server's word on every write to site content, from one place: each collection and global
 * written under the editorial access rules gets this guard before Payload's own access check, so
 * a refusal to a content role says why, in the reader's language, with a 403. A contributor saves
 * drafts only (src/access/editorial-guard.ts), never writes what is live at once (redirects,
 * site settings) and never deletes; a translator is held to `localeWriteRefusal` (locale-writes.ts)
 * on REST, on Local API calls made for them, on bulk `where` updates, duplicates, version
 * restores, trash and restore, scheduled runs (the queue publishes as the person who scheduled).
 */
type Kind = 'drafted' | 'immediate' | 'content'
type GuardArgs = WriteArgs & { id?: number | string; where?: Where; draft?: boolean | string; trash?: boolean }
type EditorialUser = Parameters<typeof canPublish>[0]

const isSet = (flag: boolean | string | undefined) => flag === true || flag === 'true'

const contributorRefusal = (kind: Kind, user: EditorialUser, operation: string, args: GuardArgs) => {
  if (kind === 'drafted') return editorialViolation({ user, operation, args })
  if (canPublish(user)) return null
  if (operation === 'delete' || operation === 'deleteByID') return 'contributorCannotDelete'
  if (kind === 'immediate' && ['create', 'update', 'restoreVersion'].includes(operation))
    return 'contributorCannotPublish'
  return null
}

const refuse = async (req: PayloadRequest, { key, values = {} }: LocaleWriteRefusal): Promise<never> => {
  const template = (await serverMessages(languageOf(req)))[key]
  const message = Object.entries(values).reduce((text, [name, value]) => text.replaceAll(`{${name}}`, value), template)
  // With `data`, Payload answers the message itself in a production build too (not "An unknown error occurred.").
  throw new APIError(message, 403, { reason: key }, true)
}

type Target = { collection: string; fields: FlattenedField[] } | { global: string; fields: FlattenedField[] }

/** The documents a write would change, as stored (latest versions, the trash included), or none for a create. */
const storedDocuments = async (req: PayloadRequest, target: Target, operation: string, args: GuardArgs) => {
  const read = { depth: 0, draft: true, overrideAccess: true, req, locale: req.locale ?? undefined } as const
  if ('global' in target) return [await req.payload.findGlobal({ slug: target.global as never, ...read })]
  if (operation === 'create') return [undefined]
  const { payload } = req
  if (args.id !== undefined) {
    const doc = await payload
      .findByID({ collection: target.collection as never, id: args.id, trash: true, disableErrors: true, ...read })
      .catch(() => null)
    return doc ? [doc] : []
  }
  const { docs } = await payload.find({
    collection: target.collection as never,
    where: args.where ?? {},
    pagination: false,
    trash: Boolean(args.trash),
    ...read,
    draft: isSet(args.draft),
  })
  return docs
}

/**
 * A contributor's delete or trash that touches only drafts she created and never published
 * (src/access/own-drafts.ts; issue 34 item 12): every document the request would remove, or none.
 */
const removesOwnDrafts = async (req: PayloadRequest, target: Target, operation: string, args: GuardArgs) => {
  // Only where a document records who created it (collections/shared/created-by.ts).
  if (!('collection' in target) || !target.fields.some((field) => field.name === 'createdBy')) return false
  const docs = (await storedDocuments(req, target, operation, { ...args, trash: true })) as unknown as {
    id: number | string
    createdBy?: unknown
  }[]
  if (docs.length === 0) return false
  const removable = await ownNeverPublished({ req, collection: target.collection as CollectionSlug, docs })
  return docs.every((doc) => removable.has(String(doc.id)))
}

const guard = async (
  req: PayloadRequest,
  kind: Kind,
  target: Target,
  operation: string,
  args: GuardArgs,
  overrideAccess: boolean | undefined,
) => {
  const user = req.user as EditorialUser
  // Only what a person asks for: the product's own operations run with overrideAccess.
  if (!user || overrideAccess || (args as { overrideAccess?: boolean }).overrideAccess) return
  if (!checkRole(CONTENT_ROLES, user)) return
  const contributor = contributorRefusal(kind, user, operation, args)
  const ownDrafts =
    contributor === 'contributorCannotDelete' &&
    kind === 'drafted' &&
    (await removesOwnDrafts(req, target, operation, args))
  if (contributor && !ownDrafts) await refuse(req, { key: contributor as ValidationMessageKey })
  const hasLocalizedFields = hasLocalizedField(target.fields)
  const refusal = localeWriteRefusal({ user, operation, args, locale: req.locale, hasLocalizedFields })
  if (refusal) await refuse(req, refusal)
  if (!args.data || (operation !== 'create' && operation !== 'update')) return
  if (!isLocaleLimited(user)) return
  for (const stored of await storedDocuments(req, target, operation, args)) {
    const changes = sharedFieldChanges({
      fields: target.fields,
      data: args.data,
      stored: stored as Record<string, unknown> | undefined,
      blocks: (req.payload.config.blocks ?? []) as never,
    })
    const shared = sharedChangeRefusal(changes)
    if (shared) await refuse(req, shared)
  }
}

const collectionGuard =
  (kind: Kind): CollectionBeforeOperationHook =>
  async ({ args, collection, operation, overrideAccess, req }) => {
    const target = { collection: collection.slug, fields: collection.flattenedFields }
    await guard(req, kind, target, operation, args as GuardArgs, overrideAccess)
    return args
  }

const globalGuard =
  (kind: Kind): GlobalBeforeOperationHook =>
  async ({ args, global, operation, overrideAccess, req }) => {
    const target = { global: global.slug, fields: global.flattenedFields }
    await guard(req, kind, target, operation, (args ?? {}) as GuardArgs, overrideAccess)
    return args
  }

type Entity = { access?: { update?: unknown }; versions?: unknown }

/** Which editorial rule writes an entity (by its update access), or null for everything else. */
const kindOf = ({ access, versions }: Entity): Kind | null => {
  const update = access?.update
  if (update === writesDraftContent) return versions ? 'drafted' : 'content'
  if (update === publishesImmediately || update === writesEveryLocale) return 'immediate'
  if (update === writesContent || update === editsOwnMedia) return 'content'
  return null
}

/** Payload plugin: the guard on every collection and global written under the editorial rules. */
export const guardContentWrites = (config: Config): Config => ({
  ...config,
  collections: config.collections?.map((collection) => {
    const kind = kindOf(collection)
    if (!kind) return collection
    const hooks = collection.hooks ?? {}
    return {
      ...collection,
      hooks: { ...hooks, beforeOperation: [collectionGuard(kind), ...(hooks.beforeOperation ?? [])] },
    }
  }),
  globals: config.globals?.map((global) => {
    const kind = kindOf(global)
    if (!kind) return global
    const hooks = global.hooks ?? {}
    return { ...global, hooks: { ...hooks, beforeOperation: [globalGuard(kind), ...(hooks.beforeOperation ?? [])] } }
  }),
})
