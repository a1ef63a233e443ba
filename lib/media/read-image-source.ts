import 'server-only'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fetchPublicImage } from './fetch-public-image'

const publicDir = path.join(process.cwd(), 'public')

/** Whether a URL is a path on this site ("/images/…"), as opposed to another host's URL. */
export const isSitePath = (url: string) => url.startsWith('/') && !url.startsWith('//')

/**
 * The bytes of an image that content points at: a path under public/, or an http(s) URL
 * fetched only from allow-listed public hosts (fetchPublicImage: content URLs must not reach
 * the server's own network). Null when there is none or it may not be read.
 */
export async function readImageSource(url: string): Promise<Buffer | null> {
  if (isSitePath(url)) {
    let relative: string
    try {
      relative = decodeURIComponent(url.split(/[?#]/)[0] ?? '')
    } catch {
      return null // a malformed escape ("%zz") names no file
    }
    const file = path.resolve(publicDir, `.${relative}`)
    if (!file.startsWith(publicDir + path.sep)) return null // no ../ out of public/
    return readFile(file).catch(() => null)
  }
  if (!/^https?:\/\//i.test(url)) return null
  return fetchPublicImage(url)
}
