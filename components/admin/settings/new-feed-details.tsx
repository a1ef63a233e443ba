'use client'

import { Copy } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { NewConversionFeed } from '@/lib/conversion-feeds/create-conversion-feed'

const FIELDS = ['url', 'username', 'password'] as const

/** A new link's address, user name and password, each with a copy button; shown this once. */
export function NewFeedDetails({ feed, onDone }: { feed: NewConversionFeed; onDone: () => void }) {
  const id = useId()
  const t = useTranslations('admin.settings.feeds.dialog')
  const copy = async (field: (typeof FIELDS)[number]) => {
    try {
      await navigator.clipboard.writeText(feed[field])
      toast.success(t('copied'))
    } catch {
      // Clipboard refused (no permission, insecure origin): the field is selected to copy by hand.
      document.getElementById(`${id}-${field}`)?.focus()
      toast.error(t('copyByHand'))
    }
  }
  return (
    <div className="space-y-4">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
        {t('once')}
      </p>
      {FIELDS.map((field) => (
        <div key={field}>
          <label htmlFor={`${id}-${field}`} className={labelClass}>
            {t(field)}
          </label>
          <div className="flex gap-2">
            <input
              id={`${id}-${field}`}
              readOnly
              dir="ltr"
              value={feed[field]}
              onFocus={(event) => event.currentTarget.select()}
              className={`${controlClass} min-h-11 min-w-0 flex-1 font-mono text-xs md:min-h-10`}
            />
            <button
              type="button"
              onClick={() => copy(field)}
              aria-label={t('copyLabel', { what: t(field) })}
              className={`${buttonClass('outline')} min-h-11 shrink-0 md:min-h-10`}
            >
              <Copy className="size-4" aria-hidden /> {t('copy')}
            </button>
          </div>
        </div>
      ))}
      <div className="flex justify-end">
        <button type="button" onClick={onDone} className={`${buttonClass()} min-h-11 md:min-h-10`}>
          {t('done')}
        </button>
      </div>
    </div>
  )
}
