import { getLocale, getTranslations } from 'next-intl/server'
import { NotFoundContent } from '@/components/site/not-found-content'
import { homePath } from '@/lib/i18n/paths'
import { isLocale } from '@/lib/i18n/locales'

export default async function LocaleNotFound() {
  const requested = await getLocale()
  const locale = isLocale(requested) ? requested : 'en'
  const t = await getTranslations({ locale })
  return (
    <NotFoundContent
      code={t('notFound.code')}
      title={t('notFound.title')}
      backLabel={t('notFound.backHome')}
      homeHref={homePath(locale)}
    />
  )
}
