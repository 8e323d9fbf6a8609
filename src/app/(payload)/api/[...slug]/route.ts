import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { faultResponse, guardApi } from '@/endpoints/api-guard'
import { noStoreWhenSignedIn } from '@/lib/http/no-store'
import { withOutageGuard } from '@/app/(payload)/api/[...slug]/outage-guard'
import { namesNothing } from '@/lib/http/route-checks'
import { refuseNullClientUpload, withoutStoragePrefix } from '@/lib/http/upload-file-request'

type Context = { params: Promise<{ slug: string[] }> }

const restGet = REST_GET(config)
const restPost = REST_POST(config)
const restPatch = REST_PATCH(config)
const uploadSlugs = config.then(
  ({ collections }) => new Set<string>(collections.filter((collection) => collection.upload).map(({ slug }) => slug)),
)

/** Writes to an upload collection first pass the check Payload lacks; everything else goes straight on. */
const guardUploads =
  (handle: (request: Request, context: Context) => Promise<Response>) => async (request: Request, context: Context) => {
    const [collection] = (await context.params).slug
    const refusal = (await uploadSlugs).has(collection ?? '') ? await refuseNullClientUpload(request) : null
    return refusal ?? handle(request, context)
  }

/**
 * Payload's SQL adapters fail (500) deleting a preference that does not exist: `deleteOne` then
 * re-queries without the join its `user.value` filter needs. A missing key is answered 404 first.
 */
const guardPreferenceDelete =
  (handle: (request: Request, context: Context) => Promise<Response>) => async (request: Request, context: Context) => {
    const [collection, key, ...rest] = (await context.params).slug
    if (collection !== 'payload-preferences' || !key || rest.length) return handle(request, context)
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return handle(request, context)
    const { totalDocs } = await payload.count({
      collection: 'payload-preferences',
      where: {
        key: { equals: key },
        'user.value': { equals: user.id },
        'user.relationTo': { equals: user.collection },
      },
      overrideAccess: true,
    })
    return totalDocs ? handle(request, context) : faultResponse({ status: 404, key: 'routeNotFound' }, request)
  }

const pathNamesNothing = async (request: Request, segments: string[]) => {
  const [{ collections, globals }, payload] = await Promise.all([config, getPayload({ config })])
  return namesNothing({ collections, globals, idType: payload.db.defaultIDType, method: request.method, segments })
}

const logError = (error: unknown) =>
  void getPayload({ config }).then((payload) => payload.logger.error({ err: error, msg: 'api route failed' }))

/**
 * Every method passes the one /api guard (src/endpoints/api-guard.ts) first; inside it, a database
 * that cannot answer is a 503 (./outage-guard.ts, src/endpoints/outage-response.ts).
 */
const guard = { onError: logError, namesNothing: pathNamesNothing }
export const GET = noStoreWhenSignedIn(
  guardApi(
    withOutageGuard((request: Request, context: Context) => restGet(withoutStoragePrefix(request), context)),
    guard,
  ),
)

/**
 * HEAD answers what GET would, without the body: Payload routes by the request's method and knows
 * no HEAD (it answered 404), so the request is replayed as a GET.
 */
export const HEAD = async (request: Request, context: Context) => {
  const response = await GET(new Request(request.url, { method: 'GET', headers: request.headers }), context)
  await response.body?.cancel()
  return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
}
export const POST = noStoreWhenSignedIn(guardApi(withOutageGuard(guardUploads(restPost)), guard))
export const DELETE = noStoreWhenSignedIn(guardApi(withOutageGuard(guardPreferenceDelete(REST_DELETE(config))), guard))
export const PATCH = noStoreWhenSignedIn(guardApi(withOutageGuard(guardUploads(restPatch)), guard))
export const PUT = noStoreWhenSignedIn(guardApi(withOutageGuard(REST_PUT(config)), guard))
export const OPTIONS = guardApi(REST_OPTIONS(config), guard)
