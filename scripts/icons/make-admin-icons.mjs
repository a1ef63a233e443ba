// Makes the admin portal's app icons (public/admin/icons) from the site's mark (app/icon.svg):
// the installed app's icons (any and maskable), the iPhone's home screen icon, and the
// notification badge Android shows in the status bar (white on transparent).
// node scripts/icons/make-admin-icons.mjs
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

const root = fileURLToPath(new URL('../../', import.meta.url))
const mark = readFileSync(`${root}app/icon.svg`, 'utf8')
const letter = /<path d="([^"]+)"/.exec(mark)?.[1]
const fill = /<rect[^>]*fill="([^"]+)"/.exec(mark)?.[1]
const ink = /<path[^>]*fill="([^"]+)"/.exec(mark)?.[1]
if (!letter || !fill || !ink) throw new Error('app/icon.svg has changed shape')

/** The letter on a square: corners rounded ('any'), or full bleed for masks and the iPhone. */
const square = (rounded) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64"${rounded ? ' rx="14"' : ''} fill="${fill}"/><path d="${letter}" fill="${ink}"/></svg>`
const badge = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><path d="${letter}" fill="#ffffff"/></svg>`

const icons = [
  ['icon-192.png', square(true), 192],
  ['icon-512.png', square(true), 512],
  // The letter spans the middle half: inside a maskable icon's safe circle (80%).
  ['maskable-512.png', square(false), 512],
  ['apple-touch-icon.png', square(false), 180],
  ['badge-96.png', badge, 96],
]
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${root}public/admin/icons/${name}`)
  console.log(`public/admin/icons/${name}`)
}
