'use client'

import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { useId, useState } from 'react'
import { ModalDialog } from '@/components/ui/modal-dialog'
import type { MenuLabels, MenuLink } from './menu-types'

export type MobileMenuProps = { developers: MenuLink[]; projects: MenuLink[]; labels: MenuLabels }

/** Full-screen menu: traps focus, locks page scroll, closes on Escape, backdrop or a link. */
export function MobileMenu({ developers, projects, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const titleId = useId()
  const close = () => setOpen(false)
  const section = (heading: string, links: MenuLink[]) => (
    <section className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gold">{heading}</h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              className="block rounded-lg py-2 text-lg font-medium text-navy hover:bg-sand"
            >
              {link.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
  return (
    <>
      <button
        type="button"
        aria-label={labels.openMenu}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand-deep/60 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </button>
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
          {section(labels.developers, developers)}
          {section(labels.projects, projects)}
        </nav>
      </ModalDialog>
    </>
  )
}
