'use client'

import { useWatch } from 'react-hook-form'
import { HighlightIconGlyph } from '@/components/site/highlight-icon'

/** The chosen highlight icon as visitors will see it. */
export function HighlightIconPreview({ name }: { name: string }) {
  const icon: unknown = useWatch({ name })
  return (
    <span className="mb-0.5 grid size-10 shrink-0 place-items-center rounded-lg bg-white text-teal ring-1 ring-slate-200">
      <HighlightIconGlyph icon={typeof icon === 'string' ? icon : 'map-pin'} className="size-5" />
    </span>
  )
}
