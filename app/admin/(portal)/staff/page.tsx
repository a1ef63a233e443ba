import type { Metadata } from 'next'
import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { InviteStaffForm } from '@/components/admin/staff/invite-staff-form'
import { EditStaffNames } from '@/components/admin/staff/edit-staff-names'
import { StaffMemberActions } from '@/components/admin/staff/staff-member-actions'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { formatCairo } from '@/lib/i18n/business-time'
import { canTakeLeads } from '@/lib/lead-inbox/can-take-leads'
import { countOpenLeads } from '@/lib/lead-inbox/count-open-leads'
import { listStaff as listLeadStaff } from '@/lib/lead-inbox/list-staff'
import { listStaff, type StaffStatus } from '@/lib/staff/list-staff'
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@/lib/staff/staff-schemas'

export const metadata: Metadata = { title: 'Staff' }

const HEADERS = ['Name', 'E-mail', 'Role', 'Status', 'Actions']

const STATUS: Record<StaffStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'secondary' },
  invited: { label: 'Invited', tone: 'outline' },
  'invitation-expired': { label: 'Invitation expired', tone: 'outline' },
  deactivated: { label: 'Deactivated', tone: 'destructive' },
}

const isStaffRole = (role: string): role is StaffRole => STAFF_ROLES.includes(role as StaffRole)

/**
 * Admin only: invite staff, edit their names, change their role, deactivate (saying where
 * their open leads go) or reactivate them.
 */
export default async function StaffPage() {
  const { viewer, denied } = await guardPage('administration')
  if (!viewer) return denied
  const [everyone, reps, openLeads] = await Promise.all([
    listStaff({ viewer }),
    listLeadStaff(),
    countOpenLeads({ viewer }),
  ])
  const staff = everyone.filter((member) => isStaffRole(member.role))
  const heirs = reps.filter(canTakeLeads).map(({ id, name }) => ({ id, name }))
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">Staff</h1>
      <section
        aria-labelledby="invite-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="invite-heading" className="mb-1 text-lg font-semibold">
          Invite a staff member
        </h2>
        <p className="mb-4 text-sm text-slate-600">
          They get an e-mail with a link to choose their password; it works for 72 hours.
        </p>
        <InviteStaffForm />
      </section>
      <TableFrame caption="Staff" headers={HEADERS}>
        {staff.length === 0 ? (
          <MessageRow span={HEADERS.length}>No staff yet</MessageRow>
        ) : (
          staff.map((member) => (
            <tr key={member.id}>
              <td className="px-4 py-3">
                <span className="font-medium">{member.name}</span>
                {member.nameAr ? (
                  // Isolated (bdi) and aligned to the start like the rest of the column.
                  <span lang="ar" className="block text-sm text-slate-600">
                    <bdi>{member.nameAr}</bdi>
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3" dir="ltr">
                {member.email}
              </td>
              <td className="px-4 py-3">
                <Badge tone={member.role === 'admin' ? 'admin' : 'moderator'}>
                  {STAFF_ROLE_LABELS[member.role as StaffRole]}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS[member.status].tone}>{STATUS[member.status].label}</Badge>
                {member.invitationExpiresAt ? (
                  <span className="ms-2 text-xs text-slate-600">
                    until {formatCairo(member.invitationExpiresAt)}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <StaffMemberActions
                  userId={member.id}
                  name={member.name}
                  role={member.role as StaffRole}
                  status={member.status}
                  openLeads={openLeads.get(member.id) ?? 0}
                  heirs={heirs.filter((heir) => heir.id !== member.id)}
                >
                  <EditStaffNames userId={member.id} name={member.name} nameAr={member.nameAr} />
                </StaffMemberActions>
              </td>
            </tr>
          ))
        )}
      </TableFrame>
    </div>
  )
}
