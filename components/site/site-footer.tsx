import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/lib/i18n/locales'

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale })
  return (
    <footer className="mt-16 border-t border-sand-deep bg-navy text-sand">
      <div className="mx-auto max-w-6xl px-4 py-8 text-sm">{t('footer.rights')}</div>
    </footer>
  )
}
