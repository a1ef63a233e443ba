import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = env()
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] },
    sitemap: `${siteUrl}/sitemap.xml`,
  }
}
