'use client'

import { useTranslations } from 'next-intl'
import type { LeadStatus } from '@/lib/enums/lead-statuses'

const tones: Record<LeadStatus, string> = {
  new: 'bg-blue-100 text-blue-900 ring-blue-300',
  contacted: 'bg-slate-100 text-slate-800 ring-slate-300',
  qualified: 'bg-teal/10 text-teal ring-teal/40',
  viewing: 'bg-amber-100 text-amber-900 ring-amber-300',
  won: 'bg-green-100 text-green-900 ring-green-300',
  lost: 'bg-red-50 text-red-800 ring-red-200',
}

/** A lead's stage as a coloured pill (the text says it; colour only helps scanning). */
export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  const common = useTranslations('admin.common')
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ${tones[status]}`}
    >
      {common(`stages.${status}`)}
    </span>
  )
}
