import type { MediaUsage } from './find-media-usages'

/** A translator of the admin catalogue, whichever way it was made (page or mail). */
export type Translate = (key: string, values?: Record<string, string>) => string

/** "Project Capital Heights — hero" / "مشروع Capital Heights — الصورة الرئيسية" (the name as recorded). */
export const usageLabel = (usage: MediaUsage, t: Translate) =>
  t('media.usage.label', {
    entity: t(`common.records.${usage.entity}`),
    name: usage.name,
    role: t(`media.usage.roles.${usage.role}`),
  })
