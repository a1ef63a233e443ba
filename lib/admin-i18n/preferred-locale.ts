import type { Locale } from '@/lib/i18n/locales'

/**
 * The portal language a browser asks for (its Accept-Language): Arabic when Arabic comes
 * before English in its list, else English.
 */
export function preferredLocale(acceptLanguage: string | null | undefined): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const weight = q ? Number(q.slice(2)) : 1
      return { language: tag.split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index }
    })
    .filter((entry) => entry.weight > 0 && (entry.language === 'ar' || entry.language === 'en'))
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
  return ranked[0]?.language === 'ar' ? 'ar' : 'en'
}
