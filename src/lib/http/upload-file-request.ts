/**
 * Uploads here live on local disk, where Payload's `?prefix=` (a cloud-storage folder) means
 * nothing: on a file URL it made Payload query a `prefix` field these collections do not have,
 * and answer 500. The request is passed on without it.
 */
export const withoutStoragePrefix = (request: Request): Request => {
  const url = new URL(request.url)
  if (!url.searchParams.has('prefix') || !/^\/api\/[^/]+\/file\//.test(url.pathname)) return request
  url.searchParams.delete('prefix')
  return new Request(url, request)
}

/** A form without a file in it is small; anything larger is a real upload, left to Payload's limits. */
const MAX_FORM_WITHOUT_FILE_BYTES = 64 * 1024

/**
 * A multipart create or update whose `file` field is the text `null`: Payload reads it as a
 * "client upload" and fails on it with a 500 (any other bad value gets its 400). Refused here
 * with the same 400. Only small bodies of declared length are read, from a copy: an upload
 * itself is never buffered here, before Payload's own size limits and access checks.
 */
export const refuseNullClientUpload = async (request: Request): Promise<Response | null> => {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return null
  const length = Number(request.headers.get('content-length') ?? Number.NaN)
  if (!(length <= MAX_FORM_WITHOUT_FILE_BYTES)) return null
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  if (form?.get('file') !== 'null') return null
  return Response.json({ errors: [{ message: 'A verified client upload reference is required.' }] }, { status: 400 })
}
