import { Eye, ExternalLink } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'
import type { RecordLinks as Links } from '@/lib/admin/get-record-links'

/** "View on site" for a public record; "Preview draft" (a signed link) for one that is not. */
export function RecordLinks({ links }: { links: Links }) {
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
          View on site
        </a>
      ) : null}
      {links.preview ? (
        <a
          href={links.preview}
          target="_blank"
          rel="noopener"
          className={buttonClass('outline', 'sm')}
          title="A private link to the page as it will look; it works for 7 days."
        >
          <Eye className="size-4" aria-hidden />
          Preview draft
        </a>
      ) : null}
    </>
  )
}
