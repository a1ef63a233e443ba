// The admin portal's service worker (scope /admin/): shows the lead pushes the server sends
// (lib/push/compose-lead-pushes.ts writes them: title, body, links, the action words in the
// reader's language) and opens what was tapped. It caches nothing: the portal is live data.

self.addEventListener('install', () => self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))

/** Only what the server writes is followed: the portal's own pages, a phone call, WhatsApp. */
const portalPath = (value) =>
  typeof value === 'string' && value.startsWith('/admin/') ? value : '/admin/leads'
const phoneLink = (value) => (typeof value === 'string' && value.startsWith('tel:') ? value : null)
const whatsappLink = (value) =>
  typeof value === 'string' && value.startsWith('https://wa.me/') ? value : null

self.addEventListener('push', (event) => {
  let data = null
  try {
    data = event.data ? event.data.json() : null
  } catch {
    data = null
  }
  if (!data || typeof data.title !== 'string') return
  const call = phoneLink(data.call)
  const whatsapp = whatsappLink(data.whatsapp)
  const words = data.actions || {}
  const actions = []
  if (call && words.call) actions.push({ action: 'call', title: words.call })
  if (whatsapp && words.whatsapp) actions.push({ action: 'whatsapp', title: words.whatsapp })
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      // A second push about the same lead replaces the first, and still rings.
      renotify: typeof data.tag === 'string',
      lang: data.lang === 'ar' ? 'ar' : 'en',
      dir: data.dir === 'rtl' ? 'rtl' : 'ltr',
      icon: '/admin/icons/icon-192.png',
      badge: '/admin/icons/badge-96.png',
      actions,
      data: { url: portalPath(data.url), call, whatsapp },
    }),
  )
})

/** The lead's page: an open portal window goes there, else a new one opens. */
async function openLead(path) {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const same = windows.find((client) => client.url === url)
  if (same) return same.focus()
  const portal = windows.find((client) => new URL(client.url).pathname.startsWith('/admin/'))
  if (portal) {
    await portal.focus()
    return portal.navigate(url)
  }
  return self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event) => {
  const { url, call, whatsapp } = event.notification.data || {}
  event.notification.close()
  const link = event.action === 'call' ? call : event.action === 'whatsapp' ? whatsapp : null
  // The dialer or WhatsApp at once; where the browser will not open it, the lead's page.
  event.waitUntil(
    link
      ? self.clients.openWindow(link).catch(() => openLead(url || '/admin/leads'))
      : openLead(url || '/admin/leads'),
  )
})
