import { stat } from 'node:fs/promises'
import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { localUploadDir, s3Storage, type UploadCollectionSlug } from '../../src/config/storage'

type UploadHandler = NonNullable<Extract<CollectionConfig['upload'], object>['handlers']>[number]

/**
 * Payload answers a request for a file that is not on disk with a 500; a missing file is a 404.
 * Runs after Payload's access check and before its own file serving, which handles everything else.
 */
const notFoundWhenMissing = (staticDir: string): UploadHandler =>
  // Payload's type allows Promise<Response> or Promise<void>; "no answer here" is the void case.
  (async (req: { method?: string }, { params }: { params: { filename: string; clientUploadContext?: unknown } }) => {
    // Payload also calls handlers for client uploads (before any access check): only file reads
    // are this handler's business.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || params.clientUploadContext !== undefined) return
    const directory = path.resolve(staticDir)
    const file = path.resolve(directory, params.filename)
    // Paths outside the directory are Payload's to refuse (400).
    if (!file.startsWith(directory + path.sep)) return
    const isPresent = await stat(file).then(
      (found) => found.isFile(),
      () => false,
    )
    if (!isPresent) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
  }) as UploadHandler

/**
 * Where an upload collection's files live: on local disk (with a 404 when one is gone), or in the
 * S3 bucket, where the storage plugin serves them behind the same access checks (and answers its
 * own 404). No "client uploads" (a file already in cloud storage, named in the form): Studify never
 * makes them, and without a server-signed receipt Payload refuses one with a 400 instead of failing.
 */
export const uploadFiles = (slug: UploadCollectionSlug) => {
  const staticDir = localUploadDir(slug)
  return {
    staticDir,
    handlers: s3Storage() ? [] : [notFoundWhenMissing(staticDir)],
    requiresClientUploadReceipt: true,
  }
}
