'use client'

import * as Primitive from '@radix-ui/react-dialog'
import { X } from 'lucide-react'

export const Dialog = Primitive.Root
export const DialogTrigger = Primitive.Trigger

export function DialogContent({
  title,
  description,
  children,
  closeLabel = 'Close',
}: {
  title: string
  description?: string
  children: React.ReactNode
  /** The close button's name for screen readers, in the page's language. */
  closeLabel?: string
}) {
  return (
    <Primitive.Portal>
      <Primitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <Primitive.Content className="fixed inset-x-0 top-1/2 z-50 mx-auto w-[min(28rem,calc(100vw-2rem))] -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
        <Primitive.Title className="text-lg font-semibold text-ink">{title}</Primitive.Title>
        {description ? (
          <Primitive.Description className="mt-1 text-sm text-slate-600">
            {description}
          </Primitive.Description>
        ) : null}
        <div className="mt-4">{children}</div>
        <Primitive.Close
          className="absolute end-3 top-3 rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
          aria-label={closeLabel}
        >
          <X className="size-4" aria-hidden />
        </Primitive.Close>
      </Primitive.Content>
    </Primitive.Portal>
  )
}
