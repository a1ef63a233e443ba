import { describe, expect, it, vi } from 'vitest'
import { createPageViewTracker, PAGE_VIEW_DEDUPE_MS } from '@/lib/analytics/page-view'

function setup(withHook = true) {
  let clock = 1_000_000
  const events: Record<string, unknown>[] = []
  const hook = vi.fn<(path: string) => void>()
  const track = createPageViewTracker({
    now: () => clock,
    push: (event) => events.push(event),
    hook: withHook ? hook : undefined,
  })
  const view = (path: string) =>
    track({ path, location: `https://example.com${path}`, title: path })
  return { events, hook, view, advance: (ms: number) => (clock += ms) }
}

describe('createPageViewTracker', () => {
  it('uses a 2000 ms de-duplication window', () => {
    expect(PAGE_VIEW_DEDUPE_MS).toBe(2000)
  })

  it('pushes a page_view event with path, location and title', () => {
    const { events, view } = setup()
    expect(view('/ar')).toBe(true)
    expect(events).toEqual([
      {
        event: 'page_view',
        page_path: '/ar',
        page_location: 'https://example.com/ar',
        page_title: '/ar',
      },
    ])
  })

  it('does not send the same path twice within 2 s', () => {
    const { events, view, advance } = setup()
    view('/')
    advance(PAGE_VIEW_DEDUPE_MS - 1)
    expect(view('/')).toBe(false)
    expect(events).toHaveLength(1)
  })

  it('sends the same path again after 2 s', () => {
    const { events, view, advance } = setup()
    view('/')
    advance(PAGE_VIEW_DEDUPE_MS)
    expect(view('/')).toBe(true)
    expect(events).toHaveLength(2)
  })

  it('sends a different path immediately', () => {
    const { events, view } = setup()
    view('/')
    view('/palm-hills')
    view('/')
    expect(events.map((e) => e.page_path)).toEqual(['/', '/palm-hills', '/'])
  })

  it('calls the route-change hook for each sent page view only', () => {
    const { hook, view } = setup()
    view('/')
    view('/')
    view('/developers/sodic')
    expect(hook.mock.calls).toEqual([['/'], ['/developers/sodic']])
  })

  it('works without a hook', () => {
    const { events, view } = setup(false)
    expect(view('/')).toBe(true)
    expect(events).toHaveLength(1)
  })
})
