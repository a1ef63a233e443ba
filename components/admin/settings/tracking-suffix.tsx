'use client'

import { Copy } from 'lucide-react'
import { useTranslations } from 'next-intl'
import { useId } from 'react'
import { toast } from 'sonner'
import { buttonClass } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { GOOGLE_ADS_FINAL_URL_SUFFIX } from '@/lib/analytics/final-url-suffix'

/** The final URL suffix the marketer pastes into Google Ads, with a copy button. */
export function TrackingSuffix() {
  const id = useId()
  const t = useTranslations('admin.settings.tracking')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(GOOGLE_ADS_FINAL_URL_SUFFIX)
      toast.success(t('copied'))
    } catch {
      // Clipboard refused (no permission, insecure origin): select the text to copy by hand.
      const field = document.getElementById(id) as HTMLTextAreaElement | null
      field?.select()
      toast.error(t('copyByHand'))
    }
  }
  return (
    <div>
      <p className="mb-3 text-sm text-slate-600">{t('intro')}</p>
      <label htmlFor={id} className={labelClass}>
        {t('label')}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start">
        {/* A text area that grows to its text (three rows where that is unsupported), so the
            whole suffix shows on a phone too; it wraps anywhere. */}
        <textarea
          id={id}
          readOnly
          dir="ltr"
          rows={3}
          value={GOOGLE_ADS_FINAL_URL_SUFFIX}
          onFocus={(event) => event.currentTarget.select()}
          className={`${controlClass} min-w-0 flex-1 resize-none font-mono text-xs break-all field-sizing-content`}
        />
        <button type="button" onClick={copy} className={`${buttonClass('outline')} min-h-11`}>
          <Copy className="size-4" aria-hidden /> {t('copy')}
        </button>
      </div>
    </div>
  )
}
