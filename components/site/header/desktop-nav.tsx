'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import type { MenuLabels, MenuLink } from './menu-types'

export type DesktopNavProps = { developers: MenuLink[]; projects: MenuLink[]; labels: MenuLabels }

function MenuList({ links }: { links: MenuLink[] }) {
  return (
    <ul className="grid w-[28rem] gap-1 p-3">
      {links.map((link) => (
        <li key={link.href}>
          <NavigationMenu.Link asChild>
            <Link
              href={link.href}
              className="block rounded-lg px-3 py-2 hover:bg-sand focus-visible:bg-sand"
            >
              <span className="block font-semibold text-navy">{link.title}</span>
              {link.subtitle ? (
                <span className="block text-sm text-muted">{link.subtitle}</span>
              ) : null}
            </Link>
          </NavigationMenu.Link>
        </li>
      ))}
    </ul>
  )
}

// Spec §9: open delay 200 ms, skip delay 300 ms (Radix closes after 150 ms by itself).
export function DesktopNav({ developers, projects, labels }: DesktopNavProps) {
  const trigger =
    'group inline-flex items-center gap-1 rounded-full px-3 py-2 font-medium text-navy hover:bg-sand-deep/60 data-[state=open]:bg-sand-deep/60'
  return (
    <NavigationMenu.Root
      delayDuration={200}
      skipDelayDuration={300}
      aria-label={labels.mainNavigation}
      className="relative hidden md:block"
    >
      <NavigationMenu.List className="flex items-center gap-1">
        {[
          { label: labels.developers, links: developers },
          { label: labels.projects, links: projects },
        ].map(({ label, links }) => (
          <NavigationMenu.Item key={label}>
            <NavigationMenu.Trigger className={trigger}>
              {label}
              <ChevronDown
                aria-hidden
                className="size-4 transition group-data-[state=open]:rotate-180"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="absolute start-0 top-full mt-2 rounded-2xl bg-white shadow-lg ring-1 ring-sand-deep">
              <MenuList links={links} />
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
