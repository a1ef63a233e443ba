'use client'

import Link from 'next/link'
import { useTranslations } from 'next-intl'
import { Button, buttonClass } from '@/components/ui/button'

export type SaveBarProps = {
  dirty: boolean
  pending: boolean
  submitLabel: string
  cancelHref: string
}

/** Stays at the bottom of the screen while the form scrolls, so Save is always in reach. */
export function SaveBar({ dirty, pending, submitLabel, cancelHref }: SaveBarProps) {
  const t = useTranslations('admin.forms.saveBar')
  const common = useTranslations('admin.common')
  return (
    <div
      data-save-bar
      className="sticky bottom-0 z-20 flex flex-wrap items-center justify-end gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.06)] backdrop-blur sm:rounded-b-xl"
    >
      <p className="me-auto text-sm text-slate-700" aria-live="polite">
        {pending ? common('saving') : dirty ? t('dirty') : t('clean')}
      </p>
      <Link href={cancelHref} className={buttonClass('outline')}>
        {common('cancel')}
      </Link>
      <Button type="submit" disabled={pending}>
        {pending ? common('saving') : submitLabel}
      </Button>
    </div>
  )
}
