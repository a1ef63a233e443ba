import { describe, expect, it } from 'vitest'
import { LOAD_WAIT_MS, loadScriptsAfterPaint } from '../../scripts/server/scripts-after-load.mjs'

const page = [
  '<!DOCTYPE html><html><head>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a1.js"/>',
  '<script src="/_next/static/chunks/poly.js" noModule=""></script>',
  '</head><body><h1>Hi</h1>',
  '<script src="/_next/static/chunks/a1.js" async=""></script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script src="/_next/static/chunks/b-2.js" async=""></script>',
  '<script src="/analytics/gtm-loader.js" data-container="GTM-X" async=""></script>',
  '</body></html>',
].join('')

describe('loadScriptsAfterPaint', () => {
  const result = loadScriptsAfterPaint(page)

  it('takes out the chunk scripts and their preload, in order, and leaves every other script', () => {
    expect(result).not.toContain('<script src="/_next/static/chunks/a1.js"')
    expect(result).not.toContain('rel="preload" as="script"')
    expect(result).toContain('<script src="/_next/static/chunks/poly.js" noModule=""></script>')
    expect(result).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(result).toContain('<script src="/analytics/gtm-loader.js"')
    expect(result).toContain('["/_next/static/chunks/a1.js","/_next/static/chunks/b-2.js"]')
  })

  it('adds the loader as the last thing in the body, waiting for load and the largest paint (at most LOAD_WAIT_MS)', () => {
    expect(result.endsWith('</script></body></html>')).toBe(true)
    expect(result).toContain("addEventListener('load',afterPaint)")
    expect(result).toContain("observe({type:'largest-contentful-paint',buffered:true})")
    expect(result).toContain(`setTimeout(start,${LOAD_WAIT_MS})`)
  })

  it('leaves a page without chunk scripts as it was', () => {
    const plain = '<html><body><p>404</p></body></html>'
    expect(loadScriptsAfterPaint(plain)).toBe(plain)
  })
})
