import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { staticAssetPath, StaticAssets } from '../../scripts/server/static-assets.mjs'

const dir = mkdtempSync(join(tmpdir(), 'masar-static-'))
mkdirSync(join(dir, 'chunks'))
const script = `console.log(${JSON.stringify('x'.repeat(5000))})`
writeFileSync(join(dir, 'chunks', 'app.js'), script)
writeFileSync(join(dir, 'chunks', 'font.woff2'), 'not compressible here')

describe('static build assets', () => {
  it('serve a script compressed once with brotli and gzip, both decoding to the file', async () => {
    const assets = new StaticAssets(dir)
    const asset = await assets.get('/_next/static/chunks/app.js?dpl=1')
    expect(asset?.type).toBe('application/javascript; charset=utf-8')
    expect(brotliDecompressSync(asset!.bodies.br).toString()).toBe(script)
    expect(gunzipSync(asset!.bodies.gzip).toString()).toBe(script)
    expect(asset!.bodies.br.length).toBeLessThan(asset!.bodies.gzip.length)
    expect(await assets.get('/_next/static/chunks/app.js')).toBe(asset)
  })

  it('leave other files, missing files and paths out of the folder to Next', async () => {
    const assets = new StaticAssets(dir)
    expect(await assets.get('/_next/static/chunks/font.woff2')).toBeNull()
    expect(await assets.get('/_next/static/chunks/missing.js')).toBeNull()
    expect(staticAssetPath('/_next/static/../../etc/passwd.js', dir)).toBeNull()
    expect(staticAssetPath('/_next/static/%2e%2e/%2e%2e/x.js', dir)).toBeNull()
    expect(staticAssetPath('/_next/static/%zz.js', dir)).toBeNull()
    expect(staticAssetPath('/media/a.js', dir)).toBeNull()
  })
})
