'use client'

import { Share2 } from 'lucide-react'
import { showToast } from '@/components/site/toast/show-toast'

export type ShareUnitButtonProps = {
  unitSlug: string
  /** Accessible name, e.g. "Share Two-bedroom apartment". */
  label: string
  shareTitle: string
  shareText: string
  copiedMessage: string
  failedMessage: string
}

/** Phones and tablets share natively; a mouse-driven desktop copies the link instead. */
const prefersNativeShare = () =>
  typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches

const isUserCancel = (error: unknown) =>
  error instanceof DOMException && error.name === 'AbortError'

/** Builds the unit link from the current page path so it keeps the page's language. */
export function unitShareUrl(unitSlug: string): string {
  const url = new URL(window.location.pathname, window.location.origin)
  url.searchParams.set('unit', unitSlug)
  return url.toString()
}

export function ShareUnitButton({
  unitSlug,
  label,
  shareTitle,
  shareText,
  copiedMessage,
  failedMessage,
}: ShareUnitButtonProps) {
  const share = async () => {
    const url = unitShareUrl(unitSlug)
    try {
      if (prefersNativeShare()) {
        await navigator.share({ title: shareTitle, text: shareText, url })
        return
      }
      await navigator.clipboard.writeText(url)
      showToast(copiedMessage)
    } catch (error) {
      if (isUserCancel(error)) return
      console.error('Unit share failed', error)
      showToast(failedMessage, { tone: 'error' })
    }
  }

  return (
    <button
      type="button"
      onClick={share}
      aria-label={label}
      title={label}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-navy ring-1 ring-sand-deep hover:bg-sand focus-visible:outline-2 focus-visible:outline-teal"
    >
      <Share2 aria-hidden className="size-4" />
    </button>
  )
}
