'use client'

import { usePathname } from 'next/navigation'
import { alternatePath } from '@/lib/i18n/alternate-path'

export type LanguageSwitchProps = {
  /** 'AR' / 'EN' (spec §2), shown. */
  label: string
  /** What it does, for screen readers: read after the visible label. */
  description: string
  className?: string
  onNavigate?: () => void
}

// The AR/EN switch in the header (and the mobile menu): the other language's path of this
// page. The query string (click ids, ?unit=) is added at click time, so the cached page needs
// no request data. Its accessible name starts with the visible label (WCAG 2.5.3).
export function LanguageSwitch({ label, description, className, onNavigate }: LanguageSwitchProps) {
  const { path, locale } = alternatePath(usePathname())
  return (
    <a
      href={path}
      hrefLang={locale}
      data-language-switch
      onClick={(event) => {
        event.currentTarget.href = `${path}${window.location.search}`
        onNavigate?.()
      }}
      className={
        className ??
        'inline-flex size-11 items-center justify-center rounded-full font-semibold text-navy ring-1 ring-sand-deep hover:bg-sand-deep/60'
      }
    >
      {label}
      <span className="sr-only"> · {description}</span>
    </a>
  )
}
