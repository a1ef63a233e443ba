'use client'

import { useEffect, useRef } from 'react'

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

export type ModalDialogProps = {
  open: boolean
  /** Called whenever the dialog closes: Escape, a backdrop click, or open turning false. */
  onClose: () => void
  labelledBy: string
  describedBy?: string
  /** Selector of the element to focus on open; by default the browser focuses the first control. */
  initialFocus?: string
  className?: string
  children: React.ReactNode
}

/**
 * A modal on the native <dialog>: the browser makes the page behind it inert, closes it on
 * Escape and returns focus to the opener. We add Tab wrapping (so focus never leaves for
 * the browser's toolbar), close on a backdrop click, and globals.css locks page scroll.
 * The whole primitive is a few hundred bytes, where a dialog library costs kilobytes of
 * JavaScript on every landing page.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  initialFocus,
  className,
  children,
}: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    if (open && !dialog.open) {
      dialog.showModal()
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus()
    }
    if (!open && dialog.open) dialog.close()
  }, [open, initialFocus])

  const wrapTab = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (item) => item.getClientRects().length > 0,
    )
    const first = items[0]
    const last = items.at(-1)
    if (!first || !last) return
    const active = document.activeElement
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && active === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onClose={onClose}
      onKeyDown={wrapTab}
      // A click whose target is the <dialog> itself landed on the backdrop.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      className={className}
    >
      {children}
    </dialog>
  )
}
