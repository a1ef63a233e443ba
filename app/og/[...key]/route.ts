import { getDeveloperPage } from '@/lib/content/get-developer-page'
import { getProjectPage } from '@/lib/content/get-project-page'
import { renderMediaSocialImage, renderSocialImage } from '@/lib/media/social-image'

type OgRouteContext = { params: Promise<{ key: string[] }> }

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * Which library image a card URL stands for: an id, null for the brand card, undefined when
 * the URL names nothing public.
 */
async function sourceFor(key: string[]): Promise<string | null | undefined> {
  const last = key.at(-1)
  if (!last?.endsWith('.jpg')) return undefined
  const parts = [...key.slice(0, -1), last.slice(0, -'.jpg'.length)]
  const [kind, slug, unitSlug, ...extra] = parts
  if (parts.length === 1 && kind === 'site') return null
  if (!slug || !SLUG.test(slug) || extra.length > 0) return undefined
  if (kind === 'd' && unitSlug === undefined) {
    const developer = await getDeveloperPage({ slug, locale: 'en' })
    return developer ? ((developer.hero ?? developer.logo)?.id ?? null) : undefined
  }
  if (kind !== 'p') return undefined
  const project = await getProjectPage({ slug, locale: 'en' })
  if (!project) return undefined
  const fallback = (project.hero ?? project.thumbnail)?.id ?? null
  if (unitSlug === undefined) return fallback
  const unit = project.units.find((candidate) => candidate.slug === unitSlug)
  return unit ? (unit.image?.id ?? fallback) : undefined
}

/** 1200×630 social card images: /og/site.jpg, /og/p/{slug}.jpg, /og/p/{slug}/{unit}.jpg, /og/d/{slug}.jpg. */
export async function GET(_request: Request, { params }: OgRouteContext) {
  const { key } = await params
  const source = await sourceFor(key)
  if (source === undefined) return new Response('Not found', { status: 404 })
  const image = source ? await renderMediaSocialImage(source) : await renderSocialImage(null)
  return new Response(new Uint8Array(image), {
    headers: {
      'Content-Type': 'image/jpeg',
      'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
    },
  })
}
