import localFont from 'next/font/local'

// Self-hosted from @fontsource packages (Google Fonts cannot be fetched at build time).
export const latinSans = localFont({
  src: '../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  variable: '--font-latin',
  display: 'swap',
  weight: '100 900',
})

export const arabicSans = localFont({
  src: [
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff2',
      weight: '400',
    },
    {
      path: '../node_modules/@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff2',
      weight: '600',
    },
  ],
  variable: '--font-arabic',
  display: 'swap',
})
