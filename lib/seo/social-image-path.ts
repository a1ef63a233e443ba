/**
 * Public URLs of the social card images served by app/og (lib/media/social-image.ts). The short
 * version parameter changes with the source image, so scrapers fetch a new card after an edit.
 */

const version = (source: string | null | undefined) => {
  let hash = 0
  for (const char of source ?? '') hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  return (hash >>> 0).toString(36)
}

export const projectSocialImagePath = (slug: string, source: string | null | undefined) =>
  `/og/p/${slug}.jpg?v=${version(source)}`

export const unitSocialImagePath = (
  slug: string,
  unitSlug: string,
  source: string | null | undefined,
) => `/og/p/${slug}/${unitSlug}.jpg?v=${version(source)}`

export const developerSocialImagePath = (slug: string, source: string | null | undefined) =>
  `/og/d/${slug}.jpg?v=${version(source)}`

export const siteSocialImagePath = '/og/site.jpg'
