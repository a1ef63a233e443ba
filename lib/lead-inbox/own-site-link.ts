/**
 * The address to link a lead's landing page or referrer to, or null to show it as text: only
 * an http(s) URL on the site's own host is a link (a visitor-supplied javascript:, data: or
 * look-alike address never becomes one).
 */
export function ownSiteLink(url: string | null, siteUrl: string): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    const site = new URL(siteUrl)
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null
    if (parsed.host !== site.host) return null
    return parsed.href
  } catch {
    return null
  }
}
