import { HighlightIconGlyph } from '@/components/site/highlight-icon'
import type { ProjectPage } from '@/lib/content/get-project-page'
import type { Locale } from '@/lib/i18n/locales'
import { LazyMap } from './lazy-map'
import { ProjectSection } from './project-section'

export type ProjectLocationProps = {
  heading: string
  paragraphs: string[]
  highlights: NonNullable<NonNullable<ProjectPage['sections']>['locationHighlights']>
  highlightsLabel: string
  latitude: number
  longitude: number
  mapLabels: { title: string; failed: string; open: string }
  locale: Locale
}

export function ProjectLocation({
  heading,
  paragraphs,
  highlights,
  highlightsLabel,
  latitude,
  longitude,
  mapLabels,
  locale,
}: ProjectLocationProps) {
  const directions = `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}&hl=${locale}`
  return (
    <ProjectSection id="location" heading={heading}>
      <div className="mt-4 max-w-3xl space-y-3 text-muted">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {highlights.length > 0 ? (
        <ul aria-label={highlightsLabel} className="mt-6 grid gap-3 sm:grid-cols-3">
          {highlights.map((h) => (
            <li
              key={h.label}
              className="flex items-start gap-3 rounded-2xl bg-white p-4 ring-1 ring-sand-deep"
            >
              <span className="grid size-10 shrink-0 place-items-center rounded-full bg-sand text-teal">
                <HighlightIconGlyph icon={h.icon} className="size-5" />
              </span>
              <span>
                <span className="block font-semibold text-navy">{h.label}</span>
                <span className="block text-sm text-teal">{h.value}</span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <LazyMap
        latitude={latitude}
        longitude={longitude}
        title={mapLabels.title}
        failedLabel={mapLabels.failed}
        language={locale}
      />
      <a
        href={directions}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-teal underline underline-offset-4"
      >
        {mapLabels.open}
      </a>
    </ProjectSection>
  )
}
