'use client'

import { ChevronDown } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useId, useRef, useState } from 'react'
import type { MenuLabels, MenuLink } from './menu-types'

// Spec §9: navigation menu delays.
export const MENU_OPEN_DELAY_MS = 200
export const MENU_SKIP_DELAY_MS = 300
export const MENU_CLOSE_DELAY_MS = 150

export type DesktopNavProps = { developers: MenuLink[]; projects: MenuLink[]; labels: MenuLabels }

type MenuKey = 'developers' | 'projects'

/** Only ever called from event handlers and timers. */
const now = () => Date.now()

const trigger =
  'group inline-flex min-h-11 items-center gap-1 rounded-full px-3 font-medium text-navy hover:bg-sand-deep/60 aria-expanded:bg-sand-deep/60'

/**
 * Two disclosure menus. A mouse opens one after 200 ms of hover (at once when another was
 * open less than 300 ms ago) and leaving closes it after 150 ms; click, Enter, Space and
 * ArrowDown open it from the keyboard, Escape closes it and returns focus to its button.
 */
export function DesktopNav({ developers, projects, labels }: DesktopNavProps) {
  const [openKey, setOpenKey] = useState<MenuKey | null>(null)
  const openKeyRef = useRef<MenuKey | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const lastClosedAt = useRef(0)
  const navRef = useRef<HTMLElement>(null)
  const idPrefix = useId()

  const show = (key: MenuKey | null) => {
    clearTimeout(timer.current)
    if (openKeyRef.current && !key) lastClosedAt.current = now()
    openKeyRef.current = key
    setOpenKey(key)
  }
  const later = (ms: number, key: MenuKey | null) => {
    clearTimeout(timer.current)
    timer.current = setTimeout(() => show(key), ms)
  }

  useEffect(() => {
    if (!openKey) return
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) show(null)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [openKey])
  useEffect(() => () => clearTimeout(timer.current), [])

  const menus: { key: MenuKey; label: string; links: MenuLink[] }[] = [
    { key: 'developers', label: labels.developers, links: developers },
    { key: 'projects', label: labels.projects, links: projects },
  ]

  return (
    <nav
      ref={navRef}
      aria-label={labels.mainNavigation}
      className="relative hidden md:block"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !openKeyRef.current) return
        event.preventDefault() // handled: the exit banner leaves this Escape alone
        const key = openKeyRef.current
        show(null)
        document.getElementById(`${idPrefix}-${key}-trigger`)?.focus()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) show(null)
      }}
    >
      <ul className="flex items-center gap-1">
        {menus.map(({ key, label, links }) => {
          const panelId = `${idPrefix}-${key}-panel`
          const isOpen = openKey === key
          return (
            <li
              key={key}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse') return
                const recentlyOpen =
                  openKeyRef.current !== null || now() - lastClosedAt.current < MENU_SKIP_DELAY_MS
                if (recentlyOpen) show(key)
                else later(MENU_OPEN_DELAY_MS, key)
              }}
              onPointerLeave={(event) => {
                if (event.pointerType === 'mouse') later(MENU_CLOSE_DELAY_MS, null)
              }}
            >
              <button
                type="button"
                id={`${idPrefix}-${key}-trigger`}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => show(isOpen ? null : key)}
                onKeyDown={(event) => {
                  if (event.key !== 'ArrowDown') return
                  event.preventDefault()
                  show(key)
                  requestAnimationFrame(() =>
                    document.getElementById(panelId)?.querySelector('a')?.focus(),
                  )
                }}
                className={trigger}
              >
                {label}
                <ChevronDown
                  aria-hidden
                  className="size-4 transition group-aria-expanded:rotate-180"
                />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className="absolute start-0 top-full z-50 mt-2 rounded-2xl bg-white shadow-lg ring-1 ring-sand-deep"
              >
                <ul className="grid max-h-[70vh] w-[28rem] gap-1 overflow-y-auto p-3">
                  {links.map((link) => (
                    <li key={link.href}>
                      <Link
                        href={link.href}
                        prefetch={false}
                        onClick={() => show(null)}
                        className="block min-h-11 rounded-lg px-3 py-2 hover:bg-sand focus-visible:bg-sand"
                      >
                        <span className="block font-semibold text-navy">{link.title}</span>
                        {link.subtitle ? (
                          <span className="block text-sm text-muted">{link.subtitle}</span>
                        ) : null}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
