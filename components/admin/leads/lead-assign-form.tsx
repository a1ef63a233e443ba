'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { canTakeLeads } from '@/lib/lead-inbox/can-take-leads'
import { assignLeadAction } from '@/lib/lead-inbox/lead-inbox-actions'
import { FieldErrorText } from './field-error-text'
import { useStaffForm } from '@/components/admin/use-staff-form'

export type LeadAssignFormProps = {
  leadId: string
  assigneeId: string | null
  staff: {
    id: string
    name: string
    nameAr: string | null
    email: string
    active: boolean
    signedUp: boolean
    away: boolean
  }[]
  viewerId: string
  /** Managers and moderators give leads to anyone; a sales rep only takes one nobody has. */
  canGive: boolean
}

/** Gives the lead to a staff member (they get an e-mail), or takes it back. */
export function LeadAssignForm({
  leadId,
  assigneeId,
  staff,
  viewerId,
  canGive,
}: LeadAssignFormProps) {
  const t = useTranslations('admin.leads.assign')
  const common = useTranslations('admin.common')
  const locale = useLocale()
  // Staff named in the portal's language (their Arabic name in Arabic, when they gave one).
  const shownName = (member: { name: string; nameAr: string | null }) =>
    locale === 'ar' && member.nameAr ? member.nameAr : member.name
  const nameOf = (id: string) => {
    const found = staff.find((s) => s.id === id)
    return found ? shownName(found) : t('nobody')
  }
  const [chosen, setChosen] = useState(assigneeId ?? '')
  const { onSubmit, pending, fieldErrors } = useStaffForm(assignLeadAction, {
    success: (_, formData) => {
      const id = String(formData.get('assigneeId') ?? '')
      return id ? t('assigned', { name: nameOf(id) }) : t('unassigned')
    },
    // Saved (also by "Assign to me"): the select shows who has the lead now.
    onSuccess: (_, formData) => setChosen(String(formData.get('assigneeId') ?? '')),
    refresh: true,
    failure: common('error'),
  })
  return (
    <div className="space-y-3">
      {canGive ? null : (
        <p className="text-sm">
          {assigneeId === viewerId
            ? t('yours')
            : assigneeId
              ? t('theirs', { name: nameOf(assigneeId) })
              : t('nobodysYet')}
        </p>
      )}
      {canGive ? (
        <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
          <input type="hidden" name="leadId" value={leadId} />
          <div>
            <label htmlFor="lead-assignee" className={labelClass}>
              {common('fields.assignee')}
            </label>
            <select
              id="lead-assignee"
              name="assigneeId"
              value={chosen}
              onChange={(event) => setChosen(event.target.value)}
              aria-invalid={Boolean(fieldErrors.assigneeId)}
              aria-describedby={fieldErrors.assigneeId ? 'lead-assignee-error' : undefined}
              className={`${controlClass} min-h-11 md:min-h-10`}
            >
              <option value="">{common('unassigned')}</option>
              {staff
                // A deactivated or invited assignee stays readable as the current one, but cannot
                // be chosen.
                .filter((member) => canTakeLeads(member) || member.id === assigneeId)
                .map((member) => (
                  <option key={member.id} value={member.id} disabled={!canTakeLeads(member)}>
                    {/* In Arabic, name and address isolated (FSI…PDI): a Latin name stays at the
                        start and a narrow select cuts the address at the end, never the name. */}
                    {locale === 'ar'
                      ? `\u2068${shownName(member)}\u2069 (\u2068${member.email}\u2069)`
                      : `${member.name} (${member.email})`}
                    {member.away ? t('away') : ''}
                    {member.active ? (member.signedUp ? '' : t('invited')) : t('deactivated')}
                  </option>
                ))}
            </select>
            <FieldErrorText id="lead-assignee-error" error={fieldErrors.assigneeId} />
          </div>
          <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
            {pending ? common('saving') : t('submit')}
          </Button>
        </form>
      ) : null}
      {assigneeId !== viewerId && (canGive || !assigneeId) ? (
        <form method="post" onSubmit={onSubmit}>
          <input type="hidden" name="leadId" value={leadId} />
          <input type="hidden" name="assigneeId" value={viewerId} />
          <Button
            type="submit"
            variant="outline"
            disabled={pending}
            className="min-h-11 md:min-h-10"
          >
            {t('toMe')}
          </Button>
        </form>
      ) : null}
    </div>
  )
}
