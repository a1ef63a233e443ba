'use client'

import { LogOut, User, UserCog } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import { signOut } from '@/lib/account/sign-out'
import type { Role } from '@/lib/enums/roles'

const roleTone: Record<Role, BadgeTone> = {
  admin: 'admin',
  moderator: 'moderator',
  user: 'neutral',
}

/** Spec §2 user menu: initials avatar, e-mail, role badge; My Account, Profile, Sign Out. */
export function UserMenu({ email, role }: { email: string; role: Role }) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const signOutNow = () =>
    startTransition(async () => {
      const result = await signOut()
      if (!result.ok) {
        toast.error('Sign out failed', { description: result.message })
        return
      }
      toast.success('Signed out successfully')
      router.push('/admin/login')
      router.refresh()
    })
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex items-center gap-2 rounded-full focus-visible:outline-2 focus-visible:outline-teal"
        aria-label={`Account menu for ${email}`}
      >
        <span
          aria-hidden
          className="flex size-9 items-center justify-center rounded-full bg-teal text-sm font-semibold text-white"
        >
          {email.slice(0, 2).toUpperCase()}
        </span>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel className="px-2.5 py-2">
          <span className="block truncate text-sm font-medium text-ink">{email}</span>
          <span className="mt-1 block">
            <Badge tone={roleTone[role]}>{role}</Badge>
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => router.push('/admin/account')}>
          <UserCog className="size-4" aria-hidden /> My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => router.push('/admin/account#profile')}>
          <User className="size-4" aria-hidden /> Profile
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={pending} onSelect={signOutNow}>
          <LogOut className="size-4" aria-hidden /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
