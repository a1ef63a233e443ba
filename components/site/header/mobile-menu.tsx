'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { Menu, X } from 'lucide-react'
import Link from 'next/link'
import { useState } from 'react'
import type { MenuLabels, MenuLink } from './menu-types'

export type MobileMenuProps = { developers: MenuLink[]; projects: MenuLink[]; labels: MenuLabels }

// Radix Dialog traps focus, locks page scroll and closes on Escape or a backdrop click.
export function MobileMenu({ developers, projects, labels }: MobileMenuProps) {
  const [open, setOpen] = useState(false)
  const section = (heading: string, links: MenuLink[]) => (
    <section className="mt-6">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gold">{heading}</h2>
      <ul className="mt-2 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={() => setOpen(false)}
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
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        aria-label={labels.openMenu}
        className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand-deep/60 md:hidden"
      >
        <Menu aria-hidden className="size-6" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/40" />
        <Dialog.Content
          className="fixed inset-0 z-50 overflow-y-auto bg-white p-6"
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between">
            <Dialog.Title className="text-xl font-semibold text-navy">{labels.menu}</Dialog.Title>
            <Dialog.Close
              aria-label={labels.closeMenu}
              className="inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-sand"
            >
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <nav aria-label={labels.mainNavigation}>
            {section(labels.developers, developers)}
            {section(labels.projects, projects)}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
