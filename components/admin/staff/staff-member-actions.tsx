'use client'

import { useRouter } from 'next/navigation'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { HeirSelect } from './heir-select'
import { controlClass } from '@/components/ui/field-styles'
import type { ActionResult } from '@/lib/actions/action-result'
import type { StaffStatus } from '@/lib/staff/list-staff'
import {
  changeStaffRoleAction,
  deactivateStaffAction,
  reactivateStaffAction,
} from '@/lib/staff/staff-actions'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff/staff-schemas'
import { InvitationActions } from './invitation-actions'

type Props = {
  userId: string
  name: string
  role: StaffRole
  status: StaffStatus
  /** Their open leads (not won or lost): deactivating asks where these go. */
  openLeads: number
  /** Who could take them over: active, signed-up staff other than them. */
  heirs: { id: string; name: string }[]
  /** More of the row's actions, first in the same line (Edit names). */
  children?: React.ReactNode
}

type Action = (previous: ActionResult | null, formData: FormData) => Promise<ActionResult>

/**
 * A staff member's row: change role; deactivate (after confirming, and asking where their open
 * leads go) or reactivate; an unanswered invitation can be resent or revoked.
 */
export function StaffMemberActions({
  userId,
  name,
  role,
  status,
  openLeads,
  heirs,
  children,
}: Props) {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const [chosen, setChosen] = useState<StaffRole>(role)
  const [confirming, setConfirming] = useState(false)
  // Where their open leads go: a rep's id, '' unassigned, null not chosen yet.
  const [heir, setHeir] = useState<string | null>(null)
  const [heirError, setHeirError] = useState<string | null>(null)
  const deactivateButton = useRef<HTMLButtonElement>(null)
  const run = (action: Action, fields: Record<string, string>, success: string, failure: string) =>
    startTransition(async () => {
      const formData = new FormData()
      for (const [key, value] of Object.entries({ userId, ...fields })) formData.set(key, value)
      const result = await action(null, formData)
      if (result.ok) {
        toast.success(success, { description: name })
        setConfirming(false)
        router.refresh()
      } else if (result.fieldErrors?.leadsTo && openLeads) {
        setHeirError(result.fieldErrors.leadsTo)
        document.getElementById(`heir-${userId}`)?.focus()
      } else {
        // Leads given to them since the page was shown: the refreshed page asks where they go.
        toast.error(failure, { description: result.fieldErrors?.leadsTo ?? result.message })
        if (result.fieldErrors?.leadsTo) {
          setConfirming(false)
          router.refresh()
        }
      }
    })
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {children}
      <select
        // aria-label, not an sr-only label: an absolutely placed label inside the scrolling
        // table would widen the whole page on a phone.
        aria-label={`Role of ${name}`}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        // Only as wide as its longest role (controlClass fills the line), so the row's actions
        // stay on one line where they fit.
        className={`${controlClass.replace('w-full', 'w-auto')} min-h-11 md:min-h-9`}
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {STAFF_ROLE_LABELS[value]}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={pending || chosen === role}
        onClick={() =>
          run(changeStaffRoleAction, { role: chosen }, 'Role changed', 'Role not changed')
        }
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        Change role
      </button>
      {status === 'invited' || status === 'invitation-expired' ? (
        <InvitationActions userId={userId} name={name} />
      ) : null}
      {status === 'deactivated' ? (
        <button
          type="button"
          disabled={pending}
          onClick={() =>
            run(reactivateStaffAction, {}, 'Account reactivated', 'Account not reactivated')
          }
          aria-label={`Reactivate ${name}`}
          className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
        >
          Reactivate
        </button>
      ) : (
        <button
          ref={deactivateButton}
          type="button"
          disabled={pending}
          onClick={() => setConfirming(true)}
          aria-label={`Deactivate ${name}`}
          className={`${buttonClass('outline', 'sm')} min-h-11 text-red-700 md:min-h-9`}
        >
          Deactivate
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Deactivate this account?"
        description={`${name} is signed out everywhere at once and cannot sign in until an admin reactivates the account.`}
        confirmLabel={pending ? 'Deactivating...' : 'Deactivate'}
        pending={pending}
        onConfirm={() => {
          if (openLeads && heir === null) {
            setHeirError(
              openLeads === 1
                ? 'Choose who gets their open lead'
                : `Choose who gets their ${openLeads} open leads`,
            )
            document.getElementById(`heir-${userId}`)?.focus()
            return
          }
          run(
            deactivateStaffAction,
            heir === null ? {} : { leadsTo: heir },
            'Account deactivated',
            'Account not deactivated',
          )
        }}
        returnFocus={deactivateButton}
      >
        {openLeads ? (
          <HeirSelect
            id={`heir-${userId}`}
            openLeads={openLeads}
            heirs={heirs}
            value={heir}
            error={heirError}
            onChange={(value) => {
              setHeir(value)
              setHeirError(null)
            }}
          />
        ) : null}
      </ConfirmDialog>
    </div>
  )
}
