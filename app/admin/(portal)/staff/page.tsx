import type { Metadata } from 'next'
import { MessageRow, TableFrame } from '@/components/admin/data-table/admin-table'
import { guardPage } from '@/components/admin/guard/guard-page'
import { InviteStaffForm } from '@/components/admin/staff/invite-staff-form'
import { EditStaffNames } from '@/components/admin/staff/edit-staff-names'
import { StaffMemberActions } from '@/components/admin/staff/staff-member-actions'
import { Badge, type BadgeTone } from '@/components/ui/badge'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { formatCairo } from '@/lib/i18n/business-time'
import type { Locale } from '@/lib/i18n/locales'
import { canTakeLeads } from '@/lib/lead-inbox/can-take-leads'
import { countOpenLeads } from '@/lib/lead-inbox/count-open-leads'
import { listProjectChoices } from '@/lib/lead-inbox/list-project-choices'
import { listStaff as listLeadStaff } from '@/lib/lead-inbox/list-staff'
import { listsOf } from '@/lib/settings/lead-lists'
import { readLeadLists } from '@/lib/settings/read-lead-lists'
import { listStaff, type StaffStatus } from '@/lib/staff/list-staff'
import { STAFF_ROLES, type StaffRole } from '@/lib/staff/staff-schemas'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.staff') }
}

const COLUMNS = [
  'common.fields.name',
  'staff.columns.email',
  'common.fields.role',
  'common.fields.status',
  'common.actions',
] as const

const STATUS_TONE: Record<StaffStatus, BadgeTone> = {
  active: 'secondary',
  invited: 'outline',
  'invitation-expired': 'outline',
  deactivated: 'destructive',
}

type Names = { name: string; nameAr: string | null }

/** A member as the portal names them in a language: by their Arabic name in Arabic, if given. */
const shownName = ({ name, nameAr }: Names, locale: Locale) =>
  locale === 'ar' && nameAr?.trim() ? nameAr.trim() : name

/**
 * Both of a member's names, the viewer's language's first; the other below it, marked with its
 * language (this is where staff keep both).
 */
function StaffNames({ member, locale }: { member: Names; locale: Locale }) {
  const arabic = member.nameAr?.trim() || null
  const [first, second] =
    locale === 'ar' && arabic
      ? [
          { text: arabic, lang: 'ar' },
          { text: member.name, lang: 'en' },
        ]
      : [{ text: member.name, lang: undefined }, arabic ? { text: arabic, lang: 'ar' } : null]
  return (
    <>
      <span lang={first.lang} className="font-medium">
        <bdi>{first.text}</bdi>
      </span>
      {second ? (
        // Isolated (bdi) and aligned to the start like the rest of the column.
        <span lang={second.lang} className="block text-sm text-slate-600">
          <bdi>{second.text}</bdi>
        </span>
      ) : null}
    </>
  )
}

const isStaffRole = (role: string): role is StaffRole => STAFF_ROLES.includes(role as StaffRole)

/**
 * Admin only: invite staff, edit their names, change their role, deactivate (saying where
 * their open leads go, and which lead lists they leave) or reactivate them.
 */
export default async function StaffPage() {
  const { viewer, denied } = await guardPage('administration')
  if (!viewer) return denied
  const [everyone, reps, openLeads, lists, projects, t, locale] = await Promise.all([
    listStaff({ viewer }),
    listLeadStaff({ viewer }),
    countOpenLeads({ viewer }),
    readLeadLists({ viewer }),
    listProjectChoices({ viewer }),
    getAdminTranslations(),
    getAdminLocale(),
  ])
  const titles = new Map(projects.map((project) => [project.id, project.title]))
  const leadListsOf = (member: { id: string; email: string }) => {
    const { projectIds, ...named } = listsOf(lists, member)
    return { ...named, projects: projectIds.map((id) => titles.get(id) ?? id) }
  }
  const headers = COLUMNS.map((column) => t(column))
  const staff = everyone.filter((member) => isStaffRole(member.role))
  const heirs = reps.filter(canTakeLeads).map(({ id, name }) => ({ id, name }))
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold">{t('common.sections.staff')}</h1>
      <section
        aria-labelledby="invite-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="invite-heading" className="mb-1 text-lg font-semibold">
          {t('staff.inviteHeading')}
        </h2>
        <p className="mb-4 text-sm text-slate-600">{t('staff.inviteIntro')}</p>
        <InviteStaffForm />
      </section>
      <TableFrame caption={t('common.sections.staff')} headers={headers}>
        {staff.length === 0 ? (
          <MessageRow span={headers.length}>{t('staff.empty')}</MessageRow>
        ) : (
          staff.map((member) => (
            <tr key={member.id}>
              <td className="px-4 py-3">
                <StaffNames member={member} locale={locale} />
              </td>
              <td className="px-4 py-3">
                <bdi dir="ltr">{member.email}</bdi>
              </td>
              <td className="px-4 py-3">
                <Badge tone={member.role as StaffRole}>
                  {t(`staff.roles.${member.role as StaffRole}`)}
                </Badge>
              </td>
              <td className="px-4 py-3">
                <Badge tone={STATUS_TONE[member.status]}>
                  {t(`staff.status.${member.status}`)}
                </Badge>
                {member.invitationExpiresAt ? (
                  <span className="ms-2 text-xs text-slate-600">
                    {t('staff.until', { date: formatCairo(member.invitationExpiresAt, locale) })}
                  </span>
                ) : null}
              </td>
              <td className="px-4 py-3">
                <StaffMemberActions
                  userId={member.id}
                  name={shownName(member, locale)}
                  role={member.role as StaffRole}
                  status={member.status}
                  openLeads={openLeads.get(member.id) ?? 0}
                  heirs={heirs.filter((heir) => heir.id !== member.id)}
                  leadLists={leadListsOf(member)}
                  standIn={viewer.email}
                >
                  <EditStaffNames
                    userId={member.id}
                    name={member.name}
                    nameAr={member.nameAr}
                    shownName={shownName(member, locale)}
                  />
                </StaffMemberActions>
              </td>
            </tr>
          ))
        )}
      </TableFrame>
    </div>
  )
}
