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

/**
 * A multipart create or update whose `file` field is the text `null`: Payload reads it as a
 * "client upload" and fails on it with a 500 (any other bad value gets its 400). Refused here
 * with the same 400. Only multipart bodies are read, and from a copy: Payload reads the original.
 */
export const refuseNullClientUpload = async (request: Request): Promise<Response | null> => {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) return null
  const form = await request
    .clone()
    .formData()
    .catch(() => null)
  if (form?.get('file') !== 'null') return null
  return Response.json({ errors: [{ message: 'A verified client upload reference is required.' }] }, { status: 400 })
}
