import { randomUUID } from 'node:crypto'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localMediaStorage } from '@/lib/media/storage/local-media-storage'
import type { MediaStorage } from '@/lib/media/storage/media-storage'
import { s3MediaStorage } from '@/lib/media/storage/s3-media-storage'
import { tempDir } from '../support/db'

// One contract, two real backends: files on disk, and an S3 REST server on loopback (s3rver),
// spoken to by the same @aws-sdk/client-s3 code that talks to AWS, R2, MinIO or Supabase.

const BUCKET = 'media-test'
let s3rver: S3rver
let s3Endpoint = ''

beforeAll(async () => {
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir(),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await s3rver.run()
  s3Endpoint = `http://127.0.0.1:${port}`
})

afterAll(async () => {
  await s3rver?.close()
})

const backends: [string, () => MediaStorage][] = [
  ['local disk', () => localMediaStorage(tempDir())],
  [
    'S3 (s3rver on loopback)',
    () =>
      s3MediaStorage({
        bucket: BUCKET,
        region: 'us-east-1',
        endpoint: s3Endpoint,
        forcePathStyle: true,
        credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      }),
  ],
]

describe.each(backends)('media storage: %s', (_name, make) => {
  let storage: MediaStorage
  beforeAll(() => {
    storage = make()
  })
  const id = () => randomUUID()

  it('gives back what was put, byte for byte; null for a key with nothing', async () => {
    const item = id()
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251))
    await storage.put(`${item}/640.webp`, bytes, 'image/webp')
    expect((await storage.get(`${item}/640.webp`))?.equals(bytes)).toBe(true)
    expect(await storage.get(`${item}/960.webp`)).toBeNull()
    expect(await storage.get(`${id()}/master.webp`)).toBeNull()
  })

  it('replaces a file put again under the same key', async () => {
    const key = `${id()}/master.webp`
    await storage.put(key, Buffer.from('first'), 'image/webp')
    await storage.put(key, Buffer.from('second'), 'image/webp')
    expect((await storage.get(key))?.toString()).toBe('second')
  })

  it('deletes one file, and an item’s files by prefix without touching another item’s', async () => {
    const [a, b] = [id(), id()]
    for (const file of ['master.webp', '384.webp', '384.avif'])
      await storage.put(`${a}/${file}`, Buffer.from(file), 'image/webp')
    await storage.put(`${b}/master.webp`, Buffer.from('keep'), 'image/webp')
    await storage.delete(`${a}/384.avif`)
    expect(await storage.get(`${a}/384.avif`)).toBeNull()
    expect((await storage.get(`${a}/384.webp`))?.toString()).toBe('384.webp')
    await storage.delete(`${a}/nothing.webp`) // deleting what is not there is no error
    await storage.deletePrefix(`${a}/`)
    for (const file of ['master.webp', '384.webp'])
      expect(await storage.get(`${a}/${file}`)).toBeNull()
    expect((await storage.get(`${b}/master.webp`))?.toString()).toBe('keep')
    await storage.deletePrefix(`${id()}/`) // an empty prefix is no error either
  })

  it('refuses keys the server would never make (paths out, odd names)', async () => {
    for (const key of [
      '../etc/passwd',
      '/abs/master.webp',
      'a/../../b',
      'a/b c.webp',
      'A/B.webp',
      '',
    ])
      await expect(storage.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow(
        'Not a media storage key',
      )
    await expect(storage.deletePrefix('../')).rejects.toThrow('Not a media storage key')
  })
})
