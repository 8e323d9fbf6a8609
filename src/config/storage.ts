import type { S3StorageOptions } from '@payloadcms/storage-s3'

/** Every upload collection and the folder its files use, on disk or in the bucket. */
export const UPLOAD_FOLDERS = {
  media: { envDir: 'MEDIA_DIR', defaultDir: 'data/media' },
  'question-images': { envDir: 'QUESTION_IMAGES_DIR', defaultDir: 'data/question-images' },
  'report-images': { envDir: 'REPORT_IMAGES_DIR', defaultDir: 'data/report-images' },
} as const

export type UploadCollectionSlug = keyof typeof UPLOAD_FOLDERS

export type S3Storage = Pick<S3StorageOptions, 'bucket' | 'config'>

/**
 * S3-compatible storage when `S3_BUCKET` is set (AWS, Cloudflare R2, MinIO, …); local disk
 * otherwise. Path-style addressing is the default for a custom endpoint: most self-hosted servers
 * have no per-bucket DNS names.
 */
export const s3Storage = (env: NodeJS.ProcessEnv = process.env): S3Storage | null => {
  const bucket = env.S3_BUCKET?.trim()
  if (!bucket) return null
  const endpoint = env.S3_ENDPOINT?.trim() || undefined
  const hasKeys = Boolean(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)
  return {
    bucket,
    config: {
      region: env.S3_REGION?.trim() || 'us-east-1',
      endpoint,
      forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' : Boolean(endpoint),
      // Without keys the SDK's own chain applies (instance roles, AWS_* variables).
      ...(hasKeys
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID!, secretAccessKey: env.S3_SECRET_ACCESS_KEY! } }
        : {}),
    },
  }
}

/** Where a collection keeps its files on local disk. */
export const localUploadDir = (slug: UploadCollectionSlug, env: NodeJS.ProcessEnv = process.env) =>
  env[UPLOAD_FOLDERS[slug].envDir] || UPLOAD_FOLDERS[slug].defaultDir
