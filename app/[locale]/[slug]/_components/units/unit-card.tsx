import Image from '@/components/site/content-image'
import { getTranslations } from 'next-intl/server'
import type { ProjectUnit } from '@/lib/content/get-project-page'
import type { Locale } from '@/lib/i18n/locales'
import { ShareUnitButton } from './share-unit-button'

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
      {unit.imageUrl ? (
        <Image
          src={unit.imageUrl}
          alt=""
          width={800}
          height={600}
          sizes="(min-width: 640px) 33vw, 280px"
          quality={60}
          className="aspect-[4/3] w-full object-cover"
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
          <p className="w-fit rounded-full bg-sand px-2.5 py-0.5 text-xs font-semibold text-navy">
            {t(`availability.${unit.availabilityStatus}`)}
          </p>
        ) : null}
        {unit.priceValue ? (
          <p className="font-semibold text-teal">
            {unit.priceLabel ? `${unit.priceLabel} ` : null}
            <bdi>{unit.priceValue}</bdi>
          </p>
        ) : null}
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <a
            href="#lead-form"
            data-unit-interest={unit.title}
            aria-describedby={`unit-${unit.slug}-title`}
            className="inline-flex min-h-10 items-center rounded-full bg-navy px-4 text-sm font-semibold text-white hover:bg-teal"
          >
            {t('contactSales')}
          </a>
          {unit.floorplanUrl ? (
            <button
              type="button"
              data-floorplan={unit.floorplanUrl}
              data-floorplan-title={unit.title}
              aria-describedby={`unit-${unit.slug}-title`}
              className="inline-flex min-h-10 items-center rounded-full px-4 text-sm font-semibold text-navy ring-1 ring-sand-deep hover:bg-sand"
            >
              {tFloor('viewFloorPlan')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  )
}
