'use client'

import * as Menu from '@radix-ui/react-dropdown-menu'

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
 * focusable (axe: aria-hidden-focus); the menu still closes on Escape and outside clicks.
 */
export function DropdownMenu(props: Menu.DropdownMenuProps) {
  return <Menu.Root modal={false} {...props} />
}
export const DropdownMenuTrigger = Menu.Trigger
export const DropdownMenuLabel = Menu.Label

export function DropdownMenuContent({
  children,
  align = 'end',
}: {
  children: React.ReactNode
  align?: 'start' | 'end'
}) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={6}
        className="z-50 min-w-44 rounded-lg border border-slate-200 bg-white p-1 text-sm shadow-lg"
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  )
}

export function DropdownMenuItem({
  destructive = false,
  ...props
}: Menu.DropdownMenuItemProps & { destructive?: boolean }) {
  return (
    <Menu.Item
      {...props}
      className={`flex cursor-pointer items-center gap-2 rounded-md px-2.5 py-2 outline-none select-none data-highlighted:bg-slate-100 ${destructive ? 'text-red-700' : 'text-slate-800'}`}
    />
  )
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200" />
}
