import 'server-only'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { env } from '@/lib/env'
import { localMediaStorage } from './local-media-storage'
import type { MediaStorage } from './media-storage'
import { s3MediaStorage } from './s3-media-storage'

// One per process, on globalThis: Next.js may load this module in several bundles.
const slot = globalThis as typeof globalThis & { __mediaStorage?: MediaStorage }

function fromEnv(): MediaStorage {
  const vars = env()
  if (vars.S3_BUCKET) {
    return s3MediaStorage({
      bucket: vars.S3_BUCKET,
      region: vars.S3_REGION,
      endpoint: vars.S3_ENDPOINT,
      forcePathStyle: vars.S3_FORCE_PATH_STYLE,
      credentials:
        vars.S3_ACCESS_KEY_ID && vars.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: vars.S3_ACCESS_KEY_ID, secretAccessKey: vars.S3_SECRET_ACCESS_KEY }
          : undefined,
    })
  }
  // An in-memory database (tests) gets files that end with the process's temp dir.
  if (vars.dataDir !== 'memory://') return localMediaStorage(join(vars.dataDir, 'media'))
  const root = mkdtempSync(join(tmpdir(), 'masar-media-'))
  process.once('exit', () => rmSync(root, { recursive: true, force: true }))
  return localMediaStorage(root)
}

/** The storage the environment chose: S3 when S3_BUCKET is set, else local disk. */
export function mediaStorage(): MediaStorage {
  slot.__mediaStorage ??= fromEnv()
  return slot.__mediaStorage
}
