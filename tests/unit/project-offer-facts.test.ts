import { describe, expect, it } from 'vitest'
import { createTranslator } from 'use-intl/core'
import ar from '@/messages/ar.json'
import en from '@/messages/en.json'
import { projectOfferFacts } from '@/app/[locale]/[slug]/_components/project-offer-facts-of'
import type { ProjectPage } from '@/lib/content/get-project-page'
import { cairoYear } from '@/lib/i18n/business-time'

const project = (deliveryYear: number) =>
  ({
    location: null,
    startingPrice: null,
    downPaymentPercent: null,
    installmentYears: null,
    deliveryYear,
  }) as unknown as ProjectPage

const facts = (locale: 'en' | 'ar', deliveryYear: number) =>
  projectOfferFacts(
    project(deliveryYear),
    locale,
    createTranslator({ locale, messages: locale === 'ar' ? ar : en }) as never,
  ).map((fact) => fact.text)

// Homes whose delivery year has come are ready: the offer says so where the year would be.
describe('the offer’s delivery fact', () => {
  it('says ready to move once the delivery year has come', () => {
    expect(facts('ar', cairoYear())).toEqual(['استلام فوري'])
    expect(facts('ar', cairoYear() - 3)).toEqual(['استلام فوري'])
    expect(facts('en', cairoYear())).toEqual(['Ready to move'])
  })

  it('names a year still to come', () => {
    expect(facts('ar', cairoYear() + 2)).toEqual([`استلام ${cairoYear() + 2}`])
    expect(facts('en', cairoYear() + 2)).toEqual([`Delivery ${cairoYear() + 2}`])
  })
})
