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
