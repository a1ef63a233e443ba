import { describe, expect, it } from 'vitest'
import { completeStructuredData } from '@/lib/seo/complete-structured-data'

const site = { siteUrl: 'https://masar.example', startingPrice: 9_800_000 }

describe('a project page’s JSON-LD as rendered', () => {
  it('an Arabic breadcrumb points at the Arabic pages with absolute URLs', () => {
    const block = {
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'نايل كرست', item: '/developers/nile-crest/ar' },
        { '@type': 'ListItem', position: 2, name: 'ذا كرست', item: '/the-crest-residence/ar' },
      ],
    }
    expect(completeStructuredData(block, site)).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        {
          '@type': 'ListItem',
          position: 1,
          name: 'نايل كرست',
          item: 'https://masar.example/developers/nile-crest/ar',
        },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'ذا كرست',
          item: 'https://masar.example/the-crest-residence/ar',
        },
      ],
    })
  })

  it('a listing carries the starting price as an offer in EGP; one staff gave is kept', () => {
    const listing = { '@type': 'RealEstateListing', name: 'The Crest', url: '/the-crest-residence' }
    expect(completeStructuredData(listing, site)).toMatchObject({
      url: 'https://masar.example/the-crest-residence',
      offers: {
        '@type': 'Offer',
        price: 9_800_000,
        priceCurrency: 'EGP',
        url: 'https://masar.example/the-crest-residence',
      },
    })
    const given = { ...listing, offers: { '@type': 'Offer', price: 1 } }
    expect(completeStructuredData(given, site).offers).toEqual({ '@type': 'Offer', price: 1 })
    expect(completeStructuredData(listing, { ...site, startingPrice: null })).not.toHaveProperty(
      'offers',
    )
  })

  it('leaves absolute URLs and other text alone', () => {
    const block = {
      '@type': 'Organization',
      url: 'https://nilecrest.example',
      name: '/not-a-url-key',
    }
    expect(completeStructuredData(block, site)).toEqual(block)
  })
})
