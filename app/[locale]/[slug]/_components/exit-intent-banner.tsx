'use client'

import { MessageCircle, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { readLeadRecord } from '@/lib/leads/lead-session'

// Spec §9: exit-intent constants.
export const EXIT_INTENT_MOBILE_MAX_WIDTH = 768
export const EXIT_INTENT_MOBILE_DELAY_MS = 10_000
export const EXIT_INTENT_AUTO_HIDE_MS = 10_000
export const EXIT_INTENT_DISMISSED_KEY = 'exit-intent-dismissed'

export type ExitIntentBannerProps = {
  heading: string
  message: string | null
  ctaLabel: string
  /** The project's chat link; without one the button scrolls to the lead form. */
  chatHref: string | null
  closeLabel: string
}

const action =
  'inline-flex min-h-11 items-center gap-2 rounded-full bg-white px-5 font-semibold text-navy hover:bg-sand'

/** Where storage is blocked, the dismissal still holds for every page of this visit. */
let dismissedInMemory = false

const wasDismissed = () => {
  if (dismissedInMemory) return true
  try {
    return sessionStorage.getItem(EXIT_INTENT_DISMISSED_KEY) === 'true'
  } catch {
    return false // storage blocked and not dismissed yet
  }
}

/** A visitor who sent a form this session, or is typing in one, is not interrupted. */
const busyWithAForm = () =>
  readLeadRecord() !== null || (document.activeElement?.matches('input, textarea, select') ?? false)

const rememberDismissal = () => {
  dismissedInMemory = true
  try {
    sessionStorage.setItem(EXIT_INTENT_DISMISSED_KEY, 'true')
  } catch {
    // Storage blocked: the in-memory flag keeps it away for this visit.
  }
}

/**
 * Shown when a desktop pointer leaves through the top edge, or after 10 s on a phone; hides
 * itself after 10 s. Closing it (or following its link) keeps it away for the rest of the
 * browser session, on every project page. Never while a form field has focus (it steps aside
 * if one gets it) nor after a form was sent this session. On phones it sits above the contact
 * bar, on desktop below the header, so the header and its menu stay reachable.
 */
export function ExitIntentBanner({
  heading,
  message,
  ctaLabel,
  chatHref,
  closeLabel,
}: ExitIntentBannerProps) {
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (wasDismissed()) return
    const show = () => setVisible(!wasDismissed() && !busyWithAForm())
    if (window.innerWidth < EXIT_INTENT_MOBILE_MAX_WIDTH) {
      const timer = setTimeout(show, EXIT_INTENT_MOBILE_DELAY_MS)
      return () => clearTimeout(timer)
    }
    const onLeave = (event: MouseEvent) => {
      if (event.relatedTarget === null && event.clientY <= 0) show()
    }
    document.addEventListener('mouseout', onLeave)
    return () => document.removeEventListener('mouseout', onLeave)
  }, [])

  useEffect(() => {
    if (!visible) return
    const timer = setTimeout(() => setVisible(false), EXIT_INTENT_AUTO_HIDE_MS)
    const onKey = (event: KeyboardEvent) => {
      // An Escape that closes a dialog or a menu is theirs: the banner stays for later.
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if (document.querySelector('dialog[open]')) return
      rememberDismissal()
      setVisible(false)
    }
    document.addEventListener('keydown', onKey)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('keydown', onKey)
    }
  }, [visible])

  const dismiss = () => {
    rememberDismissal()
    setVisible(false)
  }

  if (!visible) return null
  return (
    <aside
      aria-labelledby="exit-intent-heading"
      aria-live="polite"
      data-testid="exit-intent"
      className="fixed inset-x-0 bottom-17 z-50 border-t border-white/20 bg-navy text-white shadow-xl md:top-[70px] md:bottom-auto md:border-t-0 md:border-b [body:has(:is(input,textarea,select):focus)_&]:hidden"
    >
      <div className="relative mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 pe-14">
        <div className="min-w-0 flex-1 basis-64">
          <p id="exit-intent-heading" className="text-lg font-semibold">
            {heading}
          </p>
          {message ? <p className="mt-1 text-sm text-white/85">{message}</p> : null}
        </div>
        {chatHref ? (
          <a
            href={chatHref}
            target="_blank"
            rel="noopener noreferrer"
            data-whatsapp-location="exit_banner"
            onClick={dismiss}
            className={action}
          >
            <MessageCircle aria-hidden className="size-4" />
            {ctaLabel}
          </a>
        ) : (
          <a href="#lead-form" onClick={dismiss} className={action}>
            {ctaLabel}
          </a>
        )}
        <button
          type="button"
          onClick={dismiss}
          aria-label={closeLabel}
          className="absolute end-2 top-2 inline-flex size-11 items-center justify-center rounded-full hover:bg-white/10"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>
    </aside>
  )
}
