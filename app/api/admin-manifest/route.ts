import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { directionOf } from '@/lib/i18n/locales'

/** The installed portal's colours: the mark's navy, the pages' background (slate-50). */
const THEME_COLOR = '#14304a'
const BACKGROUND_COLOR = '#f8fafc'

/**
 * The admin portal as an installable app (Web App Manifest): opens on the rep's own leads, in
 * its own window, scoped to /admin/. In the language the portal's pages name (`?lang=`), since
 * browsers fetch a manifest without cookies. Nothing in it is private, so anyone may read it.
 */
export function GET(request: Request) {
  const locale = new URL(request.url).searchParams.get('lang') === 'ar' ? 'ar' : 'en'
  const t = adminTranslator(locale)
  const manifest = {
    id: '/admin/',
    name: t('shell.app.name'),
    short_name: t('shell.app.shortName'),
    description: t('shell.app.description'),
    lang: locale,
    dir: directionOf(locale),
    start_url: '/admin/leads?assignee=mine',
    scope: '/admin/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    icons: [
      { src: '/admin/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/admin/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/admin/icons/maskable-512.png',
        sizes: '512x512',
        type: 'image/png',
        purpose: 'maskable',
      },
    ],
  }
  return new Response(JSON.stringify(manifest), {
    headers: {
      'content-type': 'application/manifest+json; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  })
}
