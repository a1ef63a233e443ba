import { getTranslations } from 'next-intl/server'
import { SiteHeader } from '@/components/site/header/site-header'
import { NotFoundContent } from '@/components/site/not-found-content'
import { ProjectGrid } from '@/components/site/project-grid'
import { SiteFooter } from '@/components/site/site-footer'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'
import { homePath } from '@/lib/i18n/paths'

const SUGGESTIONS = 4

/**
 * The localized 404 page: the site's header and footer, the spec's texts, a way home and the
 * popular projects to go on with.
 */
export async function NotFoundPage({ locale }: { locale: Locale }) {
  const [t, popular] = await Promise.all([
    getTranslations({ locale }),
    listPublishedProjects({ locale, popularOnly: true }),
  ])
  const suggestions = popular.slice(0, SUGGESTIONS)
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <NotFoundContent
          code={t('notFound.code')}
          title={t('notFound.title')}
          hint={t('notFound.hint')}
          backLabel={t('notFound.backHome')}
          homeHref={homePath(locale)}
        />
        {suggestions.length > 0 ? (
          <section
            aria-labelledby="not-found-projects-heading"
            className="mx-auto max-w-6xl px-4 pb-8"
          >
            <h2 id="not-found-projects-heading" className="text-2xl font-semibold text-navy">
              {t('notFound.popularProjects')}
            </h2>
            <ProjectGrid
              projects={suggestions}
              locale={locale}
              className="sm:grid-cols-2 lg:grid-cols-4"
            />
          </section>
        ) : null}
      </main>
      <SiteFooter locale={locale} />
    </>
  )
}
