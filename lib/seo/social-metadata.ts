import type { Metadata } from 'next'
import type { Locale } from '@/lib/i18n/locales'
import { SOCIAL_IMAGE_HEIGHT, SOCIAL_IMAGE_WIDTH } from '@/lib/media/social-image-size'

export type SocialCardInput = {
  title: string
  description: string | undefined
  url: string
  image: string
  locale: Locale
  brand: string
}

/** Open Graph and Twitter card tags with one 1200×630 image. */
export function socialMetadata({
  title,
  description,
  url,
  image,
  locale,
  brand,
}: SocialCardInput): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = [
    { url: image, width: SOCIAL_IMAGE_WIDTH, height: SOCIAL_IMAGE_HEIGHT, alt: title },
  ]
  return {
    openGraph: {
      type: 'website',
      siteName: brand,
      locale: locale === 'ar' ? 'ar_EG' : 'en_US',
      alternateLocale: locale === 'ar' ? 'en_US' : 'ar_EG',
      url,
      title,
      description,
      images,
    },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}
