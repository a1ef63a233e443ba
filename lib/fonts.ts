import localFont from 'next/font/local'

// Self-hosted from @fontsource packages (Google Fonts cannot be fetched at build time).
export const latinSans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
})

/**
 * The Arabic face is declared in globals.css rather than through next/font: next/font would
 * preload it on every page, 89 kB that an English landing page never uses. Its unicode-range
 * keeps English pages from downloading it, and Arabic pages preload it (see below).
 */
export const arabicFontFiles = [
  '/fonts/ibm-plex-sans-arabic-400.woff2',
  '/fonts/ibm-plex-sans-arabic-600.woff2',
] as const
