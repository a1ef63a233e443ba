// Renders the seed catalogue's images from SVG (nothing is downloaded). Run once after
// changing lib/seed/content; the WebP files are committed under public/images/seed.
import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import developers from '../lib/seed/content/developers.json'
import projects from '../lib/seed/content/projects.json'
import units from '../lib/seed/content/units.json'
import { seedImages } from '../lib/seed/seed-images'

const palettes = [
  ['#14304a', '#1f5e63', '#e6dccb', '#a8813a'],
  ['#1d3b53', '#3e7c87', '#f1e6d2', '#c08a3e'],
  ['#23395b', '#406e8e', '#efe7da', '#b5894b'],
  ['#2b2d42', '#5c7a72', '#ede3d1', '#9e7b3c'],
]
const hash = (s: string) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7)
const paletteOf = (s: string) => palettes[hash(s) % palettes.length]!

async function write(publicPath: string, svg: string, width: number, height: number) {
  const file = join(process.cwd(), 'public', publicPath)
  mkdirSync(dirname(file), { recursive: true })
  await sharp(Buffer.from(svg)).resize(width, height).webp({ quality: 62 }).toFile(file)
}

function skyline(seed: string, w: number, h: number) {
  const [deep, mid, sand, gold] = paletteOf(seed)
  let x = 0
  let n = hash(seed)
  const towers: string[] = []
  while (x < w) {
    n = (n * 1103515245 + 12345) >>> 0
    const bw = 60 + (n % 90)
    const bh = h * (0.18 + ((n >> 8) % 40) / 100)
    towers.push(
      `<rect x="${x}" y="${h * 0.78 - bh}" width="${bw - 8}" height="${bh}" fill="${deep}" opacity="${0.55 + ((n >> 4) % 40) / 100}"/>`,
    )
    x += bw
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="0.7" stop-color="${sand}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#sky)"/>
  <circle cx="${w * 0.78}" cy="${h * 0.28}" r="${h * 0.09}" fill="${gold}" opacity="0.8"/>
  ${towers.join('')}
  <rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="${mid}"/>
  <rect y="${h * 0.8}" width="${w}" height="${h * 0.02}" fill="${sand}" opacity="0.5"/>
</svg>`
}

function monogram(name: string, seed: string) {
  const [deep, , sand, gold] = paletteOf(seed)
  const initials = name
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 2)
    .toUpperCase()
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" rx="48" fill="${deep}"/>
  <circle cx="128" cy="128" r="92" fill="none" stroke="${gold}" stroke-width="6"/>
  <text x="128" y="150" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="72" font-weight="600" fill="${sand}" text-anchor="middle">${initials}</text>
</svg>`
}

function masterplan(seed: string) {
  const [deep, mid, sand] = paletteOf(seed)
  const plots: string[] = []
  for (let row = 0; row < 6; row++)
    for (let col = 0; col < 9; col++)
      if ((row + col) % 5 !== 0)
        plots.push(
          `<rect x="${70 + col * 120}" y="${70 + row * 115}" width="96" height="88" rx="6" fill="${sand}" stroke="${deep}" stroke-width="2"/>`,
        )
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
  <rect width="1200" height="800" fill="#cfdcc4"/>
  <path d="M0 400 H1200 M600 0 V800" stroke="#f7f3ea" stroke-width="34"/>
  ${plots.join('')}
  <circle cx="600" cy="400" r="90" fill="${mid}" opacity="0.85"/>
</svg>`
}

function interior(seed: string) {
  const [deep, mid, sand, gold] = paletteOf(seed)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
  <rect width="800" height="600" fill="${sand}"/>
  <rect x="60" y="60" width="300" height="330" fill="${mid}" opacity="0.55"/>
  <rect x="80" y="80" width="260" height="290" fill="#f7f3ea" opacity="0.6"/>
  <rect y="430" width="800" height="170" fill="${deep}" opacity="0.85"/>
  <rect x="420" y="330" width="300" height="110" rx="18" fill="${gold}" opacity="0.9"/>
  <rect x="440" y="300" width="260" height="50" rx="14" fill="${gold}"/>
</svg>`
}

function floorplan(label: string, bedrooms: number) {
  const rooms = [
    ['Living', 40, 40, 460, 300],
    ['Kitchen', 500, 40, 260, 180],
  ]
  for (let i = 0; i < Math.max(1, bedrooms); i++)
    rooms.push([
      bedrooms === 0 ? 'Sleeping' : `Bedroom ${i + 1}`,
      40 + (i % 3) * 240,
      340 + Math.floor(i / 3) * 170,
      240,
      170,
    ] as never)
  rooms.push(['Bath', 760, 40, 200, 180])
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750">
  <rect width="1000" height="750" fill="#fbf8f2"/>
  ${rooms
    .map(
      ([
        name,
        x,
        y,
        w,
        h,
      ]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="#14304a" stroke-width="6"/>
  <text x="${Number(x) + Number(w) / 2}" y="${Number(y) + Number(h) / 2}" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="26" fill="#14304a" text-anchor="middle">${name}</text>`,
    )
    .join('')}
  <text x="960" y="720" font-family="Noto Sans, DejaVu Sans, sans-serif" font-size="28" fill="#a8813a" text-anchor="end">${label}</text>
</svg>`
}

for (const d of developers) {
  await write(seedImages.developerLogo(d.slug), monogram(d.en.name, d.slug), 256, 256)
  await write(seedImages.developerHero(d.slug), skyline(d.slug, 1600, 900), 1600, 900)
}
for (const p of projects) {
  await write(seedImages.projectLogo(p.slug), monogram(p.en.title, p.slug), 256, 256)
  await write(seedImages.projectHero(p.slug), skyline(p.slug, 1600, 900), 1600, 900)
  await write(seedImages.projectThumbnail(p.slug), skyline(p.slug, 800, 600), 800, 600)
  await write(seedImages.projectMasterplan(p.slug), masterplan(p.slug), 1200, 800)
}
const seen = new Set<string>()
for (const u of units) {
  const image = seedImages.unitImage(u.unit_type)
  if (!seen.has(image)) await write(image, interior(u.unit_type), 800, 600)
  seen.add(image)
  const plan = seedImages.floorplan(u.unit_type, u.bedrooms)
  if (!seen.has(plan)) await write(plan, floorplan(u.en.title, u.bedrooms), 1000, 750)
  seen.add(plan)
}
console.log(`Wrote ${developers.length * 2 + projects.length * 4 + seen.size} images`)
