// The admin portal's catalogue, one file per part of the portal and language
// (messages/admin/<language>/<part>.json). English is the shape; Arabic must match it
// (tests/unit/admin-catalogues.test.ts). A new part is one import per language here.
import arAuth from '@/messages/admin/ar/auth.json'
import arStaff from '@/messages/admin/ar/staff.json'
import arSettings from '@/messages/admin/ar/settings.json'
import enAuth from '@/messages/admin/en/auth.json'
import enStaff from '@/messages/admin/en/staff.json'
import enSettings from '@/messages/admin/en/settings.json'
import arContent from '@/messages/admin/ar/content.json'
import arForms from '@/messages/admin/ar/forms.json'
import arActivity from '@/messages/admin/ar/activity.json'
import arMedia from '@/messages/admin/ar/media.json'
import arTable from '@/messages/admin/ar/table.json'
import arAccount from '@/messages/admin/ar/account.json'
import arDashboard from '@/messages/admin/ar/dashboard.json'
import arErrors from '@/messages/admin/ar/errors.json'
import arLeads from '@/messages/admin/ar/leads.json'
import arReport from '@/messages/admin/ar/report.json'
import arShell from '@/messages/admin/ar/shell.json'
import arTrash from '@/messages/admin/ar/trash.json'
import arMail from '@/messages/admin/ar/mail.json'
import arCommon from '@/messages/admin/ar/common.json'
import enContent from '@/messages/admin/en/content.json'
import enForms from '@/messages/admin/en/forms.json'
import enActivity from '@/messages/admin/en/activity.json'
import enMedia from '@/messages/admin/en/media.json'
import enTable from '@/messages/admin/en/table.json'
import enAccount from '@/messages/admin/en/account.json'
import enDashboard from '@/messages/admin/en/dashboard.json'
import enErrors from '@/messages/admin/en/errors.json'
import enLeads from '@/messages/admin/en/leads.json'
import enReport from '@/messages/admin/en/report.json'
import enShell from '@/messages/admin/en/shell.json'
import enTrash from '@/messages/admin/en/trash.json'
import enMail from '@/messages/admin/en/mail.json'
import enCommon from '@/messages/admin/en/common.json'

export const en = {
  // Words every part uses (Cancel, Saving..., stages, record kinds, field names).
  common: enCommon,
  shell: enShell,
  account: enAccount,
  errors: enErrors,
  leads: enLeads,
  report: enReport,
  dashboard: enDashboard,
  auth: enAuth,
  staff: enStaff,
  settings: enSettings,
  content: enContent,
  forms: enForms,
  table: enTable,
  media: enMedia,
  trash: enTrash,
  activity: enActivity,
  // Staff mails, composed on the server in each recipient's language (never sent to a browser).
  mail: enMail,
}

export type AdminMessages = typeof en

export const ar: AdminMessages = {
  common: arCommon,
  shell: arShell,
  account: arAccount,
  errors: arErrors,
  leads: arLeads,
  report: arReport,
  dashboard: arDashboard,
  auth: arAuth,
  staff: arStaff,
  settings: arSettings,
  content: arContent,
  forms: arForms,
  table: arTable,
  media: arMedia,
  trash: arTrash,
  activity: arActivity,
  mail: arMail,
}
