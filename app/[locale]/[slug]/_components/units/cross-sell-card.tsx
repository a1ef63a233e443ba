import { MediaImage } from '@/components/site/media-image'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import type { CrossSellProject } from '@/lib/content/read-cross-sell-project'
import type { Locale } from '@/lib/i18n/locales'
import { projectPath } from '@/lib/i18n/paths'
import { calculatePlan, DEFAULT_DOWN_PAYMENT_PERCENT } from '@/lib/pricing/calculator'
import { abbreviateEgp } from '@/lib/pricing/format-price'
import { priceWords } from '@/lib/pricing/price-words'

export type CrossSellCardProps = { project: CrossSellProject; locale: Locale }

/** Recommends another project with its starting price and the down payment that implies. */
export async function CrossSellCard({ project, locale }: CrossSellCardProps) {
  const t = await getTranslations({ locale, namespace: 'project.crossSell' })
  const price = project.startingPrice
  const downPayment =
    price === null
      ? null
      : calculatePlan({ price, downPaymentPercent: DEFAULT_DOWN_PAYMENT_PERCENT, years: 1 })
          .downPayment
  return (
    <Link
      href={projectPath(project, locale)}
      prefetch={false}
      data-cross-sell={project.slug}
      className="group flex h-full flex-col overflow-hidden rounded-2xl bg-navy text-white ring-1 ring-navy"
    >
      {project.thumbnail ? (
        <MediaImage
          media={{ ...project.thumbnail, alt: '' }}
          sizes="(min-width: 640px) 33vw, 280px"
          className="aspect-[4/3] h-auto w-full object-cover opacity-90"
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-1 p-5">
        <p className="text-sm font-semibold uppercase tracking-wide text-sand-deep">
          {t('eyebrow')}
        </p>
        <h3 className="text-lg font-semibold group-hover:underline">{project.title}</h3>
        <p className="text-sm text-white/80">{project.keyInfo}</p>
        {price !== null && downPayment !== null ? (
          <dl className="mt-2 space-y-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-white/80">{t('startingFrom')}</dt>
              <dd className="font-semibold">
                <bdi>{abbreviateEgp(price, priceWords(locale))}</bdi>
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-white/80">{t('downPaymentFrom')}</dt>
              <dd className="font-semibold">
                <bdi>{abbreviateEgp(downPayment, priceWords(locale))}</bdi>
              </dd>
            </div>
          </dl>
        ) : null}
        <span className="mt-auto pt-3 text-sm font-semibold underline-offset-4 group-hover:underline">
          {t('view')}
        </span>
      </div>
    </Link>
  )
}
