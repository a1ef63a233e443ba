'use client'

import { CalendarCheck, Home, Menu, X } from 'lucide-react'
import Link from 'next/link'
import { useId, useState } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import { LanguageSwitch } from '@/components/site/language-switch'
import type { MenuLabels, MenuLink, MenuTargets } from './menu-types'

export type MobileMenuProps = {
  developers: MenuLink[]
  projects: MenuLink[]
  labels: MenuLabels
  targets: MenuTargets
}

const row =
  'flex min-h-12 items-center gap-3 rounded-lg px-2 text-lg font-medium text-navy hover:bg-sand'

/**
 * Full-screen menu (spec §2): Home, Projects, Developers, booking and the language switch.
 * Traps focus, locks page scroll, closes on Escape, backdrop or a link.
 */
export function MobileMenu({ developers, projects, labels, targets }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => setOpen(false)
  const section = (heading: string, links: MenuLink[]) => (
    <section className="mt-6">
      <h3 className="px-2 text-sm font-semibold uppercase tracking-wide text-gold">{heading}</h3>
      <ul className="mt-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} prefetch={false} onClick={close} className={row}>
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
  return (
    <>
      <div className="relative md:hidden">
        <button
          type="button"
          aria-label={labels.openMenu}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand-deep/60"
        >
          <Menu aria-hidden className="size-6" />
        </button>
        <NoScriptMenu
          developers={developers}
          projects={projects}
          labels={labels}
          targets={targets}
        />
      </div>
      <ModalDialog
        open={open}
        onClose={close}
        labelledBy={titleId}
        className="m-0 h-dvh max-h-none w-screen max-w-none overflow-y-auto border-0 bg-white p-6 backdrop:bg-ink/40"
      >
        <div className="flex items-center justify-between">
          <h2 id={titleId} className="text-xl font-semibold text-navy">
            {labels.menu}
          </h2>
          <button
            type="button"
            onClick={close}
            aria-label={labels.closeMenu}
            className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand"
          >
            <X aria-hidden className="size-6" />
          </button>
        </div>
        <nav aria-label={labels.mainNavigation}>
          <Link href={targets.home} onClick={close} className={`${row} mt-4`}>
            <Home aria-hidden className="size-5 text-gold" />
            {labels.home}
          </Link>
          {section(labels.projects, projects)}
          {section(labels.developers, developers)}
        </nav>
        <div className="mt-8 flex items-center gap-3 border-t border-sand-deep pt-6">
          <Link
            href={targets.booking}
            onClick={close}
            className="inline-flex min-h-12 flex-1 items-center justify-center gap-2 rounded-full bg-navy px-6 font-semibold text-white hover:bg-teal"
          >
            <CalendarCheck aria-hidden className="size-5" />
            {labels.booking}
          </Link>
          <LanguageSwitch
            label={labels.language}
            description={labels.languageDescription}
            onNavigate={close}
            className="inline-flex size-12 items-center justify-center rounded-full font-semibold text-navy ring-1 ring-sand-deep hover:bg-sand"
          />
        </div>
      </ModalDialog>
    </>
  )
}

/**
 * Without JavaScript the button above cannot open the dialog: a <details> laid over it opens
 * the same links as a plain list, so the phone menu works anyway. The list hangs from the
 * button (absolute): the header's backdrop blur would make a fixed panel as short as the header.
 */
function NoScriptMenu({ developers, projects, labels, targets }: MobileMenuProps) {
  const list = (heading: string, links: MenuLink[]) => (
    <>
      <p className="mt-5 px-2 text-sm font-semibold text-gold">{heading}</p>
      {links.map((link) => (
        <a key={link.href} href={link.href} className={row}>
          {link.title}
        </a>
      ))}
    </>
  )
  return (
    <noscript>
      <details className="absolute inset-0">
        <summary
          aria-label={labels.openMenu}
          className="flex size-11 cursor-pointer list-none items-center justify-center rounded-full bg-sand text-navy"
        >
          <Menu aria-hidden className="size-6" />
        </summary>
        <nav
          aria-label={labels.mainNavigation}
          className="absolute end-0 top-full z-50 mt-3 max-h-[75dvh] w-[calc(100vw-2rem)] overflow-y-auto rounded-2xl bg-white p-4 shadow-lg ring-1 ring-sand-deep"
        >
          <a href={targets.home} className={row}>
            {labels.home}
          </a>
          {list(labels.projects, projects)}
          {list(labels.developers, developers)}
          <a href={targets.booking} className={`${row} mt-5`}>
            {labels.booking}
          </a>
        </nav>
      </details>
    </noscript>
  )
}
