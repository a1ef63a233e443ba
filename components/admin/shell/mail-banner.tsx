import Link from 'next/link'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'

/**
 * Across the whole admin while no mail server is configured: invitations, resets and lead
 * notifications wait in the outbox, and staff must not believe they went out.
 */
export async function MailBanner({ canConfigure }: { canConfigure: boolean }) {
  const t = await getAdminTranslations()
  return (
    // A landmark, not an alert: it is read once found, not announced again on every page.
    <section
      aria-label={t('settings.banner.label')}
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-6"
    >
      <strong>{t('settings.banner.title')}</strong> {t('settings.banner.text')}{' '}
      {canConfigure ? (
        <Link
          href="/admin/settings#mail"
          className="inline-block py-2 font-medium underline focus-visible:outline-2 focus-visible:outline-teal md:py-0"
        >
          {t('settings.banner.link')}
        </Link>
      ) : (
        t('settings.banner.tellAdmin')
      )}
    </section>
  )
}
