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
const { RENDERS_GLOBAL, RendersInFlight } = await import('../../scripts/server/renders-in-flight.mjs')
const hooks = globalThis as Record<symbol, unknown>

describe('expirePublicContent: one function for every layer', () => {
  beforeEach(() => {
    calls.length = 0
    selfPost = async () => {}
    delete hooks[RENDERS_GLOBAL]
  })

  it('an admin write: updateTag, slugs, page cache, then tells the other instances', async () => {
    await expirePublicContent('action')
    expect(calls).toEqual(['updateTag content', 'slugs', 'pages', 'notify'])
  })

  it("the internal route (another instance's change): expires at once and does not tell again", async () => {
    await expirePublicContent('route')
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

  it('a page render begun before the save: the save waits for it, then expires it all again', async () => {
    const renders = new RendersInFlight()
    hooks[RENDERS_GLOBAL] = renders
    const oldRender = renders.begin() // a visitor's render reads the old content…
    let saved = false
    const save = expirePublicContent('action').then(() => (saved = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(saved).toBe(false) // …the save waits for it…
    expect(calls).toEqual(['updateTag content', 'slugs', 'pages', 'notify'])
    const between = renders.begin() // (one more begins before it ends)
    oldRender() // …it stores its stale page…
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls.slice(4)).toEqual(['updateTag content', 'slugs', 'pages']) // …expired again
    expect(saved).toBe(false) // and the render that began in between is waited for too
    between()
    await save
    expect(calls.slice(7)).toEqual(['updateTag content', 'slugs', 'pages'])
  })

  it('a render that never ends holds the save back a few seconds at most', async () => {
    vi.useFakeTimers()
    const renders = new RendersInFlight()
    hooks[RENDERS_GLOBAL] = renders
    renders.begin() // never ends
    let saved = false
    const save = expirePublicContent('action').then(() => (saved = true))
    await vi.advanceTimersByTimeAsync(3_999)
    expect(saved).toBe(false)
    await vi.advanceTimersByTimeAsync(4_001)
    await save
    vi.useRealTimers()
    expect(calls.filter((call) => call === 'pages')).toHaveLength(3)
  })
})
