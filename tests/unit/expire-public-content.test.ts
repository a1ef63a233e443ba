import { beforeEach, describe, expect, it, vi } from 'vitest'

const calls: string[] = []
vi.mock('next/cache', () => ({
  updateTag: (tag: string) => calls.push(`updateTag ${tag}`),
  revalidateTag: (tag: string, profile: unknown) =>
    calls.push(`revalidateTag ${tag} ${JSON.stringify(profile)}`),
}))
vi.mock('@/lib/content/public-slugs', () => ({ forgetPublicSlugs: () => calls.push('slugs') }))
vi.mock('@/lib/content/clear-page-cache', () => ({ clearPageCache: () => calls.push('pages') }))
vi.mock('@/lib/content/announce-content-change', () => ({
  announceContentChange: async () => void calls.push('notify'),
}))
let selfPost: () => Promise<void> = async () => {}
vi.mock('@/lib/server/internal-request', () => ({
  postToSelf: (path: string) => (calls.push(`post ${path}`), selfPost()),
}))
vi.mock('@/lib/server/log-error', () => ({ logError: () => calls.push('logged') }))

const { expirePublicContent } = await import('@/lib/content/expire-public-content')

describe('expirePublicContent: one function for every layer', () => {
  beforeEach(() => {
    calls.length = 0
    selfPost = async () => {}
  })

  it('an admin write: updateTag, slugs, page cache, then tells the other instances', async () => {
    expirePublicContent('action')
    await Promise.resolve()
    expect(calls).toEqual(['updateTag content', 'slugs', 'pages', 'notify'])
  })

  it("the internal route (another instance's change): expires at once and does not tell again", async () => {
    expirePublicContent('route')
    await Promise.resolve()
    expect(calls).toEqual(['revalidateTag content {"expire":0}', 'slugs', 'pages'])
  })

  it('the listener: asks its own route; if that fails, clears what needs no request', async () => {
    expirePublicContent('listener')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual(['post /api/internal/content-changed'])
    calls.length = 0
    selfPost = async () => {
      throw new Error('down')
    }
    expirePublicContent('listener')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual(['post /api/internal/content-changed', 'slugs', 'pages', 'logged'])
  })
})
