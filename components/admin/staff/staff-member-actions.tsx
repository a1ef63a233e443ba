'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState, useTransition } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useMessageText } from '@/components/admin/use-message-text'
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
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/staff-schemas'
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
  const t = useTranslations('admin.staff')
  const failureText = useFailureText()
  const messageText = useMessageText()
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
        const heirMessage = result.fieldErrors?.leadsTo
        toast.error(failure, {
          description: heirMessage ? messageText(heirMessage) : failureText(result),
        })
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
        aria-label={t('member.roleLabel', { name })}
        value={chosen}
        onChange={(event) => setChosen(event.target.value as StaffRole)}
        // Only as wide as its longest role (controlClass fills the line), so the row's actions
        // stay on one line where they fit.
        className={`${controlClass.replace('w-full', 'w-auto')} min-h-11 md:min-h-9`}
      >
        {STAFF_ROLES.map((value) => (
          <option key={value} value={value}>
            {t(`roles.${value}`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        disabled={pending || chosen === role}
        onClick={() =>
          run(
            changeStaffRoleAction,
            { role: chosen },
            t('member.roleChanged'),
            t('member.roleNotChanged'),
          )
        }
        className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
      >
        {t('member.changeRole')}
      </button>
      {status === 'invited' || status === 'invitation-expired' ? (
        <InvitationActions userId={userId} name={name} />
      ) : null}
      {status === 'deactivated' ? (
        <button
          type="button"
          disabled={pending}
          onClick={() =>
            run(reactivateStaffAction, {}, t('member.reactivated'), t('member.notReactivated'))
          }
          aria-label={t('member.reactivateLabel', { name })}
          className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
        >
          {t('member.reactivate')}
        </button>
      ) : (
        <button
          ref={deactivateButton}
          type="button"
          disabled={pending}
          onClick={() => setConfirming(true)}
          aria-label={t('member.deactivateLabel', { name })}
          className={`${buttonClass('outline', 'sm')} min-h-11 text-red-700 md:min-h-9`}
        >
          {t('member.deactivate')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('member.confirmTitle')}
        description={t('member.confirmText', { name })}
        confirmLabel={pending ? t('member.deactivating') : t('member.deactivate')}
        cancelLabel={t('cancel')}
        pending={pending}
        onConfirm={() => {
          if (openLeads && heir === null) {
            setHeirError(t('member.chooseHeir', { count: openLeads }))
            document.getElementById(`heir-${userId}`)?.focus()
            return
          }
          run(
            deactivateStaffAction,
            heir === null ? {} : { leadsTo: heir },
            t('member.deactivated'),
            t('member.notDeactivated'),
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
