// Renders the home page's first-screen image (a compound at golden hour) from SVG: nothing is
// downloaded. Run once after changing it; the WebP files are committed under public/images.
import { join } from 'node:path'
import sharp from 'sharp'

const W = 1200
const H = 800

const palm = (x: number, base: number, h: number) => {
  const top = base - h
  const leaves = [-70, -35, 0, 35, 70, 110, -110]
    .map((angle) => {
      const rad = (angle * Math.PI) / 180
      const ex = x + Math.sin(rad) * 62
      const ey = top + 18 - Math.cos(rad) * 34 + Math.abs(Math.sin(rad)) * 36
      return `<path d="M${x} ${top} Q${(x + ex) / 2} ${top - 22} ${ex} ${ey}" stroke="#2f5d4a" stroke-width="11" fill="none" stroke-linecap="round"/>`
    })
    .join('')
  return `<path d="M${x - 4} ${base} Q${x - 12} ${(base + top) / 2} ${x} ${top}" stroke="#6b4f2a" stroke-width="9" fill="none"/>${leaves}`
}

const villa = (x: number, base: number, w: number, h: number, shade: string) => {
  const windows = Array.from({ length: Math.floor(w / 46) }, (_, i) => {
    const wx = x + 16 + i * 46
    return `<rect x="${wx}" y="${base - h + 22}" width="24" height="30" rx="3" fill="#f6d9a0" opacity="0.9"/><rect x="${wx}" y="${base - h / 2 + 6}" width="24" height="30" rx="3" fill="#f6d9a0" opacity="0.75"/>`
  }).join('')
  return `<rect x="${x}" y="${base - h}" width="${w}" height="${h}" fill="${shade}"/><rect x="${x - 8}" y="${base - h - 10}" width="${w + 16}" height="12" fill="#e6dccb"/>${windows}`
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#1f5e63"/><stop offset="0.55" stop-color="#8fb3a8"/><stop offset="1" stop-color="#f1d9aa"/>
    </linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#5f9aa0"/><stop offset="1" stop-color="#2f6f76"/>
    </linearGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#sky)"/>
  <circle cx="930" cy="250" r="70" fill="#f6d9a0" opacity="0.9"/>
  <path d="M0 470 L180 420 L360 455 L560 400 L780 445 L1000 410 L1200 440 L1200 560 L0 560 Z" fill="#9db9a6" opacity="0.6"/>
  ${villa(90, 560, 250, 150, '#f4efe6')}
  ${villa(380, 560, 300, 190, '#efe7da')}
  ${villa(720, 560, 230, 140, '#f4efe6')}
  ${villa(990, 560, 180, 120, '#efe7da')}
  <rect y="556" width="${W}" height="70" fill="#7fa37a"/>
  <rect y="620" width="${W}" height="180" fill="url(#water)"/>
  <path d="M0 640 Q300 625 600 640 T1200 640" stroke="#cfe3dd" stroke-width="4" fill="none" opacity="0.6"/>
  <path d="M0 700 Q300 685 600 700 T1200 700" stroke="#cfe3dd" stroke-width="3" fill="none" opacity="0.4"/>
  ${palm(60, 600, 250)}${palm(355, 596, 210)}${palm(700, 600, 240)}${palm(1150, 598, 230)}
</svg>`

const out = (name: string) => join(process.cwd(), 'public/images', name)
for (const width of [640, 1200]) {
  await sharp(Buffer.from(svg))
    .resize(width, Math.round((width * H) / W))
    .webp({ quality: 60 })
    .toFile(out(`home-hero-${width}.webp`))
}
