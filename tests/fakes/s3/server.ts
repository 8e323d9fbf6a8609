import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

type StoredObject = { body: Buffer; contentType: string; etag: string; lastModified: Date }

/**
 * A local S3-compatible server for the storage tests: path-style PUT, GET (with ranges), HEAD and
 * DELETE of objects, answering as S3 does (XML errors, ETag, Content-Range). Signatures are not
 * checked; that an Authorization header is present is.
 */
export const startFakeS3 = async () => {
  const buckets = new Map<string, Map<string, StoredObject>>()
  const bucket = (name: string) => buckets.get(name) ?? buckets.set(name, new Map()).get(name)!

  const readBody = async (request: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const raw = Buffer.concat(chunks)
    const isChunked =
      /aws-chunked/.test(request.headers['content-encoding'] ?? '') ||
      String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-')
    return isChunked ? decodeAwsChunked(raw) : raw
  }

  const error = (response: ServerResponse, status: number, code: string, isHead: boolean) => {
    response.writeHead(status, { 'content-type': 'application/xml' })
    response.end(isHead ? undefined : `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`)
  }

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.local')
    const [, bucketName = '', ...keyParts] = url.pathname.split('/')
    const key = decodeURIComponent(keyParts.join('/'))
    const isHead = request.method === 'HEAD'
    if (!request.headers.authorization) return error(response, 403, 'AccessDenied', isHead)
    const objects = bucket(bucketName)
    if (request.method === 'PUT') {
      const body = await readBody(request)
      const etag = `"${createHash('md5').update(body).digest('hex')}"`
      const contentType = request.headers['content-type'] ?? 'application/octet-stream'
      objects.set(key, { body, contentType, etag, lastModified: new Date() })
      response.writeHead(200, { etag })
      return response.end()
    }
    if (request.method === 'DELETE') {
      objects.delete(key)
      response.writeHead(204)
      return response.end()
    }
    const stored = objects.get(key)
    if (!stored) return error(response, 404, 'NoSuchKey', isHead)
    const headers = {
      'content-type': stored.contentType,
      etag: stored.etag,
      'last-modified': stored.lastModified.toUTCString(),
      'accept-ranges': 'bytes',
    }
    const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '')
    if (range && !isHead) {
      const size = stored.body.length
      const start = range[1] ? Number(range[1]) : size - Number(range[2])
      const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1
      const part = stored.body.subarray(start, end + 1)
      response.writeHead(206, {
        ...headers,
        'content-length': part.length,
        'content-range': `bytes ${start}-${end}/${size}`,
      })
      return response.end(part)
    }
    response.writeHead(200, { ...headers, 'content-length': stored.body.length })
    response.end(isHead ? undefined : stored.body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    object: (bucketName: string, key: string) => buckets.get(bucketName)?.get(key),
    keys: (bucketName: string) => [...(buckets.get(bucketName)?.keys() ?? [])].sort(),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** The SDK's streaming upload framing: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n<trailers>`. */
const decodeAwsChunked = (raw: Buffer) => {
  const parts: Buffer[] = []
  let offset = 0
  while (offset < raw.length) {
    const lineEnd = raw.indexOf('\r\n', offset)
    if (lineEnd < 0) break
    const size = parseInt(raw.subarray(offset, lineEnd).toString('latin1').split(';')[0]!, 16)
    if (!size) break
    parts.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size))
    offset = lineEnd + 2 + size + 2
  }
  return Buffer.concat(parts)
}
