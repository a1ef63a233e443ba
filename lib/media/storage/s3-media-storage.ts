import 'server-only'
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3'
import { checkedKey, type MediaStorage } from './media-storage'

export type S3StorageOptions = {
  bucket: string
  region: string
  endpoint?: string
  forcePathStyle?: boolean
  /** Unset: the SDK's own chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string }
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Supabase Storage's S3
 * endpoint). Checksums only where the API requires them: not every S3-compatible server
 * accepts the SDK's newer default ones.
 */
export function s3MediaStorage(options: S3StorageOptions): MediaStorage {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials: options.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  })
  const Bucket = options.bucket
  return {
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: checkedKey(key),
          Body: bytes,
          ContentType: contentType,
        }),
      )
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }))
        if (!answer.Body) return null
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }))
    },
    async deletePrefix(prefix) {
      const Prefix = checkedKey(prefix.endsWith('/') ? prefix : `${prefix}/`)
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix, ContinuationToken }),
        )
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []))
        if (keys.length) {
          const answer = await client.send(
            new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }),
          )
          if (answer.Errors?.length)
            throw new Error(`S3 refused to delete ${answer.Errors.length} file(s) under ${Prefix}`)
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}
