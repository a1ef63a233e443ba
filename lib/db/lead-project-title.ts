import { and, eq } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Locale } from '@/lib/i18n/locales'
import { leads, projectTranslations } from './schema'

type ProjectTexts = { projectId: AnyPgColumn; locale: AnyPgColumn }

/**
 * Joins a lead to its project's texts in a locale (pass an alias to join both languages).
 * Every lead read that shows the project title uses it.
 */
export const leadProjectTexts = (locale: Locale, texts: ProjectTexts = projectTranslations) =>
  and(eq(texts.projectId, leads.projectId), eq(texts.locale, locale))
