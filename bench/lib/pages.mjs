// Finds the pages to measure from the home page's links, and warms them up.

const RESERVED = new Set(['ar', 'en', 'developers', 'admin', 'api'])

async function get(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) })
  const body = await response.text()
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}`)
  return body
}

function firstMatch(html, pattern, accept = () => true) {
  for (const match of html.matchAll(pattern)) if (accept(match[1])) return match[1]
  return null
}

/** Home, first developer and first project linked from `/`, each in English and Arabic. */
export async function discoverPages(baseUrl) {
  const html = await get(`${baseUrl}/`)
  const project = firstMatch(html, /href="\/([^"/?#.]+)"/g, (slug) => !RESERVED.has(slug))
  const developer = firstMatch(html, /href="\/developers\/([^"/?#.]+)"/g)
  if (!project) throw new Error('No project link (href="/<slug>") found on the home page')
  if (!developer)
    throw new Error('No developer link (href="/developers/<slug>") found on the home page')

  const bases = [
    { kind: 'home', path: '/' },
    { kind: 'developer', path: `/developers/${developer}` },
    { kind: 'project', path: `/${project}` },
  ]
  const page = (kind, locale, path) => ({
    name: `${kind} ${locale}`,
    kind,
    locale,
    path,
    url: `${baseUrl}${path}`,
  })
  return bases.flatMap(({ kind, path }) => [
    page(kind, 'en', path),
    page(kind, 'ar', path === '/' ? '/ar' : `${path}/ar`),
  ])
}

/** One GET per page so first-render and cache-fill costs stay out of the measurements. */
export async function warmUp(pages) {
  for (const page of pages) await get(page.url)
}
