import { Eye, ExternalLink } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import type { RecordLinks as Links } from '@/lib/admin/read-record-links'

/** "View on site" for a public record; "Preview draft" (a signed link) for one that is not. */
export async function RecordLinks({ links }: { links: Links }) {
  const t = await getAdminTranslations()
  return (
    <>
      {links.view ? (
        <a
          href={links.view}
          target="_blank"
          rel="noopener"
          className={buttonClass('outline', 'sm')}
        >
          <ExternalLink className="size-4" aria-hidden />
          {t('forms.links.view')}
        </a>
      ) : null}
      {links.preview ? (
        <a
          href={links.preview}
          target="_blank"
          rel="noopener"
          className={buttonClass('outline', 'sm')}
          title={t('forms.links.previewTitle')}
        >
          <Eye className="size-4" aria-hidden />
          {t('forms.links.preview')}
        </a>
      ) : null}
    </>
  )
}
