import type { Locale } from '@/lib/i18n/locales'
import { homePath } from '@/lib/i18n/paths'
import { ERROR_TEXTS } from './error-texts'

/** What an error boundary shows in place of a page: in the page's language, with a way on. */
export function ErrorPanel({ locale, onRetry }: { locale: Locale; onRetry: () => void }) {
  const text = ERROR_TEXTS[locale]
  return (
    <main
      lang={locale}
      dir={locale === 'ar' ? 'rtl' : 'ltr'}
      className="mx-auto max-w-xl px-4 py-20 text-center text-navy"
    >
      <h1 className="text-2xl font-semibold">{text.title}</h1>
      <p className="mt-3 text-muted">{text.body}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={onRetry}
          className="inline-flex min-h-12 items-center rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
        >
          {text.retry}
        </button>
        <a
          href={homePath(locale)}
          className="inline-flex min-h-12 items-center rounded-full px-6 font-semibold ring-1 ring-sand-deep hover:bg-sand"
        >
          {text.home}
        </a>
      </div>
    </main>
  )
}
