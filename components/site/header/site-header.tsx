import { Phone } from 'lucide-react'
import Link from 'next/link'
import { getTranslations } from 'next-intl/server'
import { listPublicDevelopers } from '@/lib/content/list-public-developers'
import { listPublishedProjects } from '@/lib/content/list-published-projects'
import type { Locale } from '@/lib/i18n/locales'
import { developerPath, homePath, projectPath } from '@/lib/i18n/paths'
import { getSiteSettings } from '@/lib/settings/get-site-settings'
import { phoneHref } from '@/lib/settings/site-settings-schema'
import { LanguageSwitch } from '@/components/site/language-switch'
import { DesktopNav } from './desktop-nav'
import { HeaderShell } from './header-shell'
import type { MenuLabels } from './menu-types'
import { MobileMenu } from './mobile-menu'

/** `phone`: a project's sales line, dialled instead of the company's on its pages. */
export async function SiteHeader({ locale, phone }: { locale: Locale; phone?: string | null }) {
  const t = await getTranslations({ locale })
  const [developers, projects, settings] = await Promise.all([
    listPublicDevelopers({ locale }),
    listPublishedProjects({ locale }),
    getSiteSettings(),
  ])
  const menus = {
    developers: developers.map((d) => ({
      href: developerPath(d.slug, locale),
      title: d.name,
      subtitle: d.tagline || d.description,
    })),
    projects: projects.map((p) => ({
      href: projectPath(p, locale),
      title: p.title,
      subtitle: `${p.developerName} · ${p.keyInfo}`,
    })),
  }
  const labels: MenuLabels = {
    home: t('nav.home'),
    developers: t('nav.developers'),
    projects: t('nav.projects'),
    mainNavigation: t('nav.mainNavigation'),
    openMenu: t('nav.openMenu'),
    closeMenu: t('nav.closeMenu'),
    menu: t('nav.menu'),
    booking: t('nav.cta'),
    language: t('nav.switchLanguage'),
    languageDescription: t('nav.switchLanguageLabel'),
  }
  const targets = { home: homePath(locale), booking: `${homePath(locale)}#consultation` }
  return (
    <HeaderShell>
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3">
        {/* The logo and the booking button are not prefetched: in view on every page, they
            would fetch the home page's code and data on a visitor's phone connection whether or
            not they ever go there. */}
        <Link
          href={homePath(locale)}
          prefetch={false}
          className="inline-flex min-h-11 min-w-11 items-center text-xl font-semibold tracking-tight text-navy"
        >
          {t('brand.name')}
        </Link>
        <DesktopNav {...menus} labels={labels} />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <a
            href={phoneHref(phone || settings.phone)}
            data-phone-location="header"
            aria-label={t('nav.call')}
            className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand-deep/60"
          >
            <Phone aria-hidden className="size-5" />
          </a>
          <LanguageSwitch label={labels.language} description={labels.languageDescription} />
          <Link
            href={targets.booking}
            prefetch={false}
            className="hidden min-h-11 items-center rounded-full bg-navy px-4 text-sm font-semibold text-white hover:bg-teal sm:inline-flex"
          >
            {t('nav.cta')}
          </Link>
          <MobileMenu {...menus} labels={labels} targets={targets} />
        </div>
      </div>
    </HeaderShell>
  )
}
