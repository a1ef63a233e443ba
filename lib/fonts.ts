/**
 * The fonts a page's first screen needs, preloaded by the locale layout; the faces themselves
 * are declared in globals.css. English pages: Inter. Arabic pages: IBM Plex Sans Arabic's Arabic
 * letters and its figures (digits, spaces, punctuation), in the two weights the page uses: a
 * figure arriving after the first paint moved the text around it (CLS 0.04 → 0).
 */
export const firstScreenFonts = {
  en: ['/fonts/inter-latin.woff2'],
  ar: [
    '/fonts/ibm-plex-sans-arabic-400.woff2',
    '/fonts/ibm-plex-sans-arabic-600.woff2',
    '/fonts/ibm-plex-sans-arabic-figures-400.woff2',
    '/fonts/ibm-plex-sans-arabic-figures-600.woff2',
  ],
} as const
