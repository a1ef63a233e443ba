'use client'

import { usePathname } from 'next/navigation'
import { alternatePath } from '@/lib/i18n/alternate-path'

export type LanguageSwitchProps = { label: string; ariaLabel: string }

// Fixed AR/EN button: the other language's path of this page. The query string (click ids,
// ?unit=) is added at click time, so the cached page needs no request data.
export function LanguageSwitch({ label, ariaLabel }: LanguageSwitchProps) {
  const { path, locale } = alternatePath(usePathname())
  return (
    <a
      href={path}
      hrefLang={locale}
      lang={locale}
      aria-label={ariaLabel}
      onClick={(event) => {
        event.currentTarget.href = `${path}${window.location.search}`
      }}
      className="fixed bottom-4 start-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-navy font-semibold text-white shadow-lg ring-2 ring-white hover:bg-teal"
    >
      {label}
    </a>
  )
}
