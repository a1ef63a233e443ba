// `node scripts/fonts/make-fonts.mjs`: writes the site's self-hosted fonts into public/fonts
// from the @fontsource packages (run again after updating them; the output is committed).
// - Inter (variable, Latin): English pages, preloaded there.
// - IBM Plex Sans Arabic 400/600, Arabic letters only: the Arabic pages' first screen,
//   preloaded there. Cut to the Arabic block (U+0600–06FF) and the joiners and marks an
//   Egyptian Arabic text uses; Persian, Urdu and Quranic extensions go (45 kB → 31 kB a weight).
// - IBM Plex Sans Arabic 400/600, figures: the Western digits, spaces and punctuation of
//   prices and phone numbers on Arabic pages, in the same face (a few kB, from its Latin
//   subset). The odd Latin word there (an e-mail address) is in the system font: the Latin
//   letters would cost 40 kB on every Arabic page.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

const root = fileURLToPath(new URL('../..', import.meta.url))
const out = join(root, 'public/fonts')
const plex = join(root, 'node_modules/@fontsource/ibm-plex-sans-arabic/files')
const inter = join(root, 'node_modules/@fontsource-variable/inter/files')

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('')
/** Arabic letters, digits, punctuation and marks; ZWNJ, ZWJ, LRM, RLM (globals.css: unicode-range). */
const arabicText = range(0x0600, 0x06ff) + range(0x200c, 0x200f)
/** Space, digits, punctuation and symbols of the Latin subset (globals.css: unicode-range). */
const figuresText =
  range(0x0020, 0x0040) + range(0x005b, 0x0060) + range(0x007b, 0x007e) + range(0x00a0, 0x00bf)

mkdirSync(out, { recursive: true })
copyFileSync(join(inter, 'inter-latin-wght-normal.woff2'), join(out, 'inter-latin.woff2'))
for (const weight of [400, 600]) {
  const source = readFileSync(join(plex, `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`))
  const subset = await subsetFont(source, arabicText, { targetFormat: 'woff2' })
  writeFileSync(join(out, `ibm-plex-sans-arabic-${weight}.woff2`), subset)
  const latin = readFileSync(join(plex, `ibm-plex-sans-arabic-latin-${weight}-normal.woff2`))
  const figures = await subsetFont(latin, figuresText, { targetFormat: 'woff2' })
  writeFileSync(join(out, `ibm-plex-sans-arabic-figures-${weight}.woff2`), figures)
  console.log(
    `IBM Plex Sans Arabic ${weight}: Arabic ${source.length} → ${subset.length} bytes, figures ${figures.length} bytes`,
  )
}
