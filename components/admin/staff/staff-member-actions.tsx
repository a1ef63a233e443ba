'use client'

import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { useMessageText } from '@/components/admin/use-message-text'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { formDataOf } from '@/components/forms/form-data-of'
import type { FormAction } from '@/components/forms/use-action-form'
import { ConfirmDialog } from '@/components/ui/alert-dialog'
import { buttonClass } from '@/components/ui/button'
import { HeirSelect } from './heir-select'
import { LeadListsNotice, onAnyList, type LeadListNames } from './lead-lists-notice'
import { controlClass } from '@/components/ui/field-styles'
import type { ActionFailure } from '@/lib/actions/action-result'
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
  /** The lists that send them leads: deactivating takes them out, as the dialog says. */
  leadLists: LeadListNames
  /** The signed-in admin's address: it replaces theirs if they are the inbox's only one. */
  standIn: string
  /** More of the row's actions, first in the same line (Edit names). */
  children?: React.ReactNode
}

type MemberAction = {
  success: string
  failure: string
  /** Runs after a success toast, before the refreshed page arrives. */
  onSuccess: () => void
  /** Whether the row said the refusal itself (the heir's field); else it toasts. */
  saidItself?: (failure: ActionFailure) => boolean
}

/** One of the row's actions through the hook: the member's name in its toasts, then a refresh. */
function useMemberAction(action: FormAction<null>, name: string, options: MemberAction) {
  const failureText = useFailureText()
  return useStaffForm(action, {
    success: () => ({ title: options.success, description: name }),
    onSuccess: options.onSuccess,
    refresh: true,
    onFailure: (failure) => {
      if (failure.code === 'unauthenticated' || options.saidItself?.(failure)) return
      toast.error(options.failure, { description: failureText(failure) })
    },
  })
}

/**
 * A staff member's row: change role; deactivate (after confirming, asking where their open
 * leads go and naming the lead lists they leave) or reactivate; an unanswered invitation can
 * be resent or revoked.
 */
export function StaffMemberActions({
  userId,
  name,
  role,
  status,
  openLeads,
  heirs,
  leadLists,
  standIn,
  children,
}: Props) {
  const router = useRouter()
  const t = useTranslations('admin.staff')
  const common = useTranslations('admin.common')
  const messageText = useMessageText()
  const [chosen, setChosen] = useState<StaffRole>(role)
  const [confirming, setConfirming] = useState(false)
  // Where their open leads go: a rep's id, '' unassigned, null not chosen yet.
  const [heir, setHeir] = useState<string | null>(null)
  const [heirError, setHeirError] = useState<string | null>(null)
  const deactivateButton = useRef<HTMLButtonElement>(null)
  const close = () => setConfirming(false)
  const changingRole = useMemberAction(changeStaffRoleAction, name, {
    success: t('member.roleChanged'),
    failure: t('member.roleNotChanged'),
    onSuccess: close,
  })
  const reactivating = useMemberAction(reactivateStaffAction, name, {
    success: t('member.reactivated'),
    failure: t('member.notReactivated'),
    onSuccess: close,
  })
  const deactivating = useMemberAction(deactivateStaffAction, name, {
    success: t('member.deactivated'),
    failure: t('member.notDeactivated'),
    onSuccess: close,
    saidItself: (failure) => {
      const heirMessage = failure.fieldErrors?.leadsTo
      if (!heirMessage) return false
      if (openLeads) {
        setHeirError(heirMessage)
        document.getElementById(`heir-${userId}`)?.focus()
        return true
      }
      // Leads given to them since the page was shown: the refreshed page asks where they go.
      toast.error(t('member.notDeactivated'), { description: messageText(heirMessage) })
      setConfirming(false)
      router.refresh()
      return true
    },
  })
  const pending = changingRole.pending || reactivating.pending || deactivating.pending
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {children}
      {/* Forms of `contents`: their controls stay items of the row's line of actions. */}
      <form method="post" onSubmit={changingRole.onSubmit} className="contents">
        <input type="hidden" name="userId" value={userId} />
        <select
          name="role"
          // aria-label, not an sr-only label: an absolutely placed label inside the scrolling
          // table would widen the whole page on a phone.
          aria-label={t('member.roleLabel', { name })}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as StaffRole)}
          // Only as wide as its longest role (controlClass fills the line), so the row's
          // actions stay on one line where they fit.
          className={`${controlClass.replace('w-full', 'w-auto')} min-h-11 md:min-h-9`}
        >
          {STAFF_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`roles.${value}`)}
            </option>
          ))}
        </select>
        <button
          type="submit"
          disabled={pending || chosen === role}
          className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
        >
          {t('member.changeRole')}
        </button>
      </form>
      {status === 'invited' || status === 'invitation-expired' ? (
        <InvitationActions userId={userId} name={name} />
      ) : null}
      {status === 'deactivated' ? (
        <form method="post" onSubmit={reactivating.onSubmit} className="contents">
          <input type="hidden" name="userId" value={userId} />
          <button
            type="submit"
            disabled={pending}
            aria-label={t('member.reactivateLabel', { name })}
            className={`${buttonClass('outline', 'sm')} min-h-11 md:min-h-9`}
          >
            {t('member.reactivate')}
          </button>
        </form>
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
        cancelLabel={common('cancel')}
        pending={pending}
        onConfirm={() => {
          if (openLeads && heir === null) {
            setHeirError(t('member.chooseHeir', { count: openLeads }))
            document.getElementById(`heir-${userId}`)?.focus()
            return
          }
          deactivating.submit(formDataOf(heir === null ? { userId } : { userId, leadsTo: heir }))
        }}
        returnFocus={deactivateButton}
      >
        {onAnyList(leadLists) ? <LeadListsNotice lists={leadLists} standIn={standIn} /> : null}
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
