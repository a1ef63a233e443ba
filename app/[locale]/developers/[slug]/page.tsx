import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { getDeveloperPage } from '@/lib/content/get-developer-page'
import { DeveloperPageView } from './_components/developer-page-view'
import { developerPath } from '@/lib/i18n/paths'
import { localeFromParams } from '@/lib/i18n/params'
import { languageAlternates } from '@/lib/seo/alternates'
import { developerSocialImagePath } from '@/lib/seo/social-image-path'
import { socialMetadata } from '@/lib/seo/social-metadata'

type DeveloperPageProps = { params: Promise<{ locale: string; slug: string }> }

export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: DeveloperPageProps): Promise<Metadata> {
  const locale = await localeFromParams(params)
  const { slug } = await params
  const developer = await getDeveloperPage({ slug, locale })
  if (!developer) return {}
  const t = await getTranslations({ locale })
  const brand = t('brand.suffix')
  const title = developer.ogTitle || developer.seoTitle || developer.name
  const description =
    developer.ogDescription ||
    developer.metaDescription ||
    developer.description ||
    developer.tagline ||
    undefined
  return {
    title: `${developer.seoTitle || developer.name} | ${brand}`,
    description:
      developer.metaDescription || developer.description || developer.tagline || undefined,
    alternates: {
      ...languageAlternates(locale, (l) => developerPath(developer.slug, l)),
      // Staff may point search engines at another address for this developer.
      ...(developer.seoCanonicalUrl ? { canonical: developer.seoCanonicalUrl } : {}),
    },
    ...socialMetadata({
      title,
      description,
      url: developerPath(developer.slug, locale),
      image: developerSocialImagePath(
        developer.slug,
        (developer.hero ?? developer.logo)?.id ?? null,
      ),
      locale,
      brand,
    }),
  }
}

export default async function DeveloperPage({ params }: DeveloperPageProps) {
  const locale = await localeFromParams(params)
  const { slug } = await params
  setRequestLocale(locale)
  const developer = await getDeveloperPage({ slug, locale })
  if (!developer) notFound()
  return <DeveloperPageView developer={developer} locale={locale} />
}
