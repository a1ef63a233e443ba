import type { getTranslations } from 'next-intl/server'
import type { ProjectPage } from '@/lib/content/get-project-page'
import { cairoYear } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import type { OfferFact } from './project-offer-facts'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

/** The project's offer in short, from its data: each fact only when the project has it. */
export function projectOfferFacts(project: ProjectPage, locale: Locale, t: Translate): OfferFact[] {
  const facts: OfferFact[] = []
  if (project.location) facts.push({ icon: 'location', text: project.location })
  if (project.startingPrice)
    facts.push({
      icon: 'price',
      text: t('project.offer.from', { price: abbreviateEgp(project.startingPrice, priceWords(locale)) }),
    })
  const down = project.downPaymentPercent
  if (down !== null)
    facts.push({
      icon: 'payment',
      text: project.installmentYears
        ? t('project.offer.payment', { down, years: project.installmentYears })
        : t('project.offer.downOnly', { down }),
    })
  // A delivery year that has come means the homes are ready: said so where the year would be.
  if (project.deliveryYear)
    facts.push({
      icon: 'delivery',
      text:
        project.deliveryYear <= cairoYear()
          ? t('project.offer.ready')
          : t('project.offer.delivery', { year: project.deliveryYear }),
    })
  return facts
}
