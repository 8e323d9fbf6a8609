import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

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

export const GET = (request: Request, context: Context) => restGet(withoutStoragePrefix(request), context)
export const POST = guardUploads(restPost)
export const DELETE = REST_DELETE(config)
export const PATCH = guardUploads(restPatch)
export const PUT = REST_PUT(config)
export const OPTIONS = REST_OPTIONS(config)
