import { MediaImage } from '@/components/site/media-image'
import { getTranslations } from 'next-intl/server'
import type { ProjectUnit } from '@/lib/content/get-project-page'
import type { Locale } from '@/lib/i18n/locales'
import { mediaDocumentUrl, mediaImageUrl, mediaWidths } from '@/lib/media/media-urls'
import type { PublicMedia } from '@/lib/media/public-media'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'
import { ShareUnitButton } from './share-unit-button'

/** What the floor plan dialog opens: the PDF, or the image at a width that fills it. */
const floorPlanUrl = (plan: PublicMedia) =>
  plan.kind === 'pdf' || !plan.width
    ? mediaDocumentUrl(plan.id)
    : mediaImageUrl(plan.id, mediaWidths(plan.width).find((w) => w >= 1280) ?? plan.width, 'webp')

export type UnitCardProps = { unit: ProjectUnit; projectTitle: string; locale: Locale }

export async function UnitCard({ unit, projectTitle, locale }: UnitCardProps) {
  const t = await getTranslations({ locale, namespace: 'project' })
  const tFloor = await getTranslations({ locale, namespace: 'floorPlans' })
  const facts = [
    unit.bedrooms !== null ? t('bedrooms', { count: unit.bedrooms }) : null,
    unit.areaSqm !== null ? t('area', { area: unit.areaSqm }) : null,
  ].filter(Boolean)
  return (
    <article
      id={`unit-${unit.slug}`}
      data-unit={unit.slug}
      aria-labelledby={`unit-${unit.slug}-title`}
      className="flex h-full scroll-mt-36 flex-col overflow-hidden rounded-2xl bg-white ring-1 ring-sand-deep data-[shared=true]:ring-2 data-[shared=true]:ring-teal"
    >
      {unit.image ? (
        <MediaImage
          media={unit.image}
          sizes="(min-width: 640px) 33vw, 280px"
          className="aspect-[4/3] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-5">
        <div className="flex items-start justify-between gap-3">
          <h3 id={`unit-${unit.slug}-title`} className="text-lg font-semibold text-navy">
            {unit.title}
          </h3>
          <ShareUnitButton
            unitSlug={unit.slug}
            label={t('share.button', { unit: unit.title })}
            shareTitle={`${unit.title} · ${projectTitle}`}
            shareText={t('share.text', { unit: unit.title, project: projectTitle })}
            copiedMessage={t('share.copied')}
            failedMessage={t('share.failed')}
          />
        </div>
        {facts.length > 0 ? <p className="text-sm text-muted">{facts.join(' · ')}</p> : null}
        {unit.availabilityStatus !== 'available' ? (
          <p className="w-fit rounded-full bg-sand px-2.5 py-0.5 text-sm font-semibold text-navy">
            {t(`availability.${unit.availabilityStatus}`)}
          </p>
        ) : null}
        <p className="font-semibold text-teal">
          {unit.priceEgp ? (
            <>
              {unit.priceLabel ? `${unit.priceLabel} ` : null}
              <bdi>{abbreviateEgp(unit.priceEgp, priceWords(locale))}</bdi>
            </>
          ) : (
            t('price.onRequest')
          )}
        </p>
        {unit.downPaymentEgp || unit.monthlyInstallmentEgp ? (
          <p className="text-sm text-muted">
            {[
              unit.downPaymentEgp
                ? t('price.downPayment', { price: abbreviateEgp(unit.downPaymentEgp, priceWords(locale)) })
                : null,
              unit.monthlyInstallmentEgp
                ? t('price.monthly', { price: abbreviateEgp(unit.monthlyInstallmentEgp, priceWords(locale)) })
                : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href="#lead-form"
            data-unit-interest={unit.title}
            aria-describedby={`unit-${unit.slug}-title`}
            className="inline-flex min-h-11 items-center rounded-full bg-navy px-4 text-sm font-semibold text-white hover:bg-teal"
          >
            {t('contactSales')}
          </a>
          {unit.floorplan ? (
            <button
              type="button"
              data-floorplan={floorPlanUrl(unit.floorplan)}
              data-floorplan-title={unit.title}
              data-floorplan-alt={unit.floorplan.alt || undefined}
              aria-describedby={`unit-${unit.slug}-title`}
              className="inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold text-navy ring-1 ring-sand-deep hover:bg-sand"
            >
              {tFloor('viewFloorPlan')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}
