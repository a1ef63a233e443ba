'use client'

import { useRouter } from 'next/navigation'

/**
 * A table row that opens its edit screen on click. Keyboard users reach the same screen
 * through the title link or the actions menu; clicks inside those are left to them.
 */
export function ClickableRow({ href, children }: { href: string; children: React.ReactNode }) {
  const router = useRouter()
  return (
    <tr
      className="cursor-pointer hover:bg-slate-50"
      onClick={(event) => {
        const target = event.target as HTMLElement
        if (target.closest('a, button, [data-row-action], [role="menu"]')) return
        router.push(href)
      }}
    >
      {children}
    </tr>
  )
}
