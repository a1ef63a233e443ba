import 'server-only'
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { checkedKey, type MediaStorage } from './media-storage'

const isMissing = (error: unknown) => (error as { code?: unknown }).code === 'ENOENT'

/**
 * Files on local disk under `root` (one server, or a shared volume). A file is written beside
 * its place and renamed into it, so a reader never sees half of one.
 */
export function localMediaStorage(root: string): MediaStorage {
  const pathOf = (key: string) => join(root, checkedKey(key))
  return {
    async put(key, bytes) {
      const path = pathOf(key)
      await mkdir(dirname(path), { recursive: true, mode: 0o700 })
      const partial = `${path}.${randomUUID()}.part`
      try {
        await writeFile(partial, bytes, { mode: 0o600 })
        await rename(partial, path)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key))
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true })
    },
    async deletePrefix(prefix) {
      // Keys are "{id}/{file}": a prefix is an item's folder.
      await rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true })
    },
  }
}
