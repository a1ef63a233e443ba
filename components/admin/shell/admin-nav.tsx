'use client'

import {
  Building2,
  FolderKanban,
  History,
  Home,
  Inbox,
  Image as ImageIcon,
  LayoutDashboard,
  Settings,
  Trash2,
  Users,
} from 'lucide-react'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'next-intl'
import type { AdminMessages } from '@/lib/admin-catalogue/catalogues'
import type { Permission } from '@/lib/auth/permissions'

type Section = keyof AdminMessages['common']['sections']

type NavItem = { href: string; section: Section; icon: typeof Users; permission: Permission }

const items: NavItem[] = [
  { href: '/admin', section: 'dashboard', icon: LayoutDashboard, permission: 'content' },
  { href: '/admin/leads', section: 'leads', icon: Inbox, permission: 'leads' },
  { href: '/admin/developers', section: 'developers', icon: Building2, permission: 'content' },
  { href: '/admin/projects', section: 'projects', icon: FolderKanban, permission: 'content' },
  { href: '/admin/units', section: 'units', icon: Home, permission: 'content' },
  { href: '/admin/media', section: 'media', icon: ImageIcon, permission: 'content' },
  { href: '/admin/activity', section: 'activity', icon: History, permission: 'content' },
  { href: '/admin/settings', section: 'settings', icon: Settings, permission: 'administration' },
  { href: '/admin/staff', section: 'staff', icon: Users, permission: 'administration' },
  // Moderators too: their own deletions of the last 30 days.
  { href: '/admin/trash', section: 'trash', icon: Trash2, permission: 'content' },
]

const isCurrent = (pathname: string, href: string) =>
  href === '/admin' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`)

/**
 * The sidebar (spec §2, with Leads added), showing each role only what it may open; the
 * current section is marked for screen readers.
 * Leads shows how many are New and nobody's yet.
 */
export function AdminNav({
  newLeads,
  allowed,
}: {
  newLeads: number | null
  /** What the viewer's role may open (lib/auth/permissions.ts, decided on the server). */
  allowed: readonly Permission[]
}) {
  const pathname = usePathname()
  const t = useTranslations('admin.shell.nav')
  const sections = useTranslations('admin.common.sections')
  return (
    <ul className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
      {items
        .filter((item) => allowed.includes(item.permission))
        .map(({ href, section, icon: Icon }) => {
          const current = isCurrent(pathname, href)
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-11 items-center gap-3 rounded-lg px-3 py-2 text-sm md:min-h-0 font-medium whitespace-nowrap ${current ? 'bg-navy text-white' : 'text-slate-700 hover:bg-slate-100'}`}
              >
                <Icon className="size-4 shrink-0" aria-hidden />
                {sections(section)}
                {section === 'leads' && newLeads ? (
                  <span
                    className={`ms-auto rounded-full px-2 text-xs font-semibold tabular-nums ${current ? 'bg-white text-navy' : 'bg-red-700 text-white'}`}
                  >
                    <span aria-hidden>{newLeads}</span>
                    <span className="sr-only">{t('newUnassigned', { count: newLeads })}</span>
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
    </ul>
  )
}
