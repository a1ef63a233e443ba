// The admin portal's catalogue, one file per part of the portal and language
// (messages/admin/<language>/<part>.json). English is the shape; Arabic must match it
// (tests/unit/admin-catalogues.test.ts). A new part is one import per language here.
import arAuth from '@/messages/admin/ar/auth.json'
import arStaff from '@/messages/admin/ar/staff.json'
import arSettings from '@/messages/admin/ar/settings.json'
import enAuth from '@/messages/admin/en/auth.json'
import enStaff from '@/messages/admin/en/staff.json'
import enSettings from '@/messages/admin/en/settings.json'
import arAccount from '@/messages/admin/ar/account.json'
import arDashboard from '@/messages/admin/ar/dashboard.json'
import arErrors from '@/messages/admin/ar/errors.json'
import arLeads from '@/messages/admin/ar/leads.json'
import arReport from '@/messages/admin/ar/report.json'
import arShell from '@/messages/admin/ar/shell.json'
import enAccount from '@/messages/admin/en/account.json'
import enDashboard from '@/messages/admin/en/dashboard.json'
import enErrors from '@/messages/admin/en/errors.json'
import enLeads from '@/messages/admin/en/leads.json'
import enReport from '@/messages/admin/en/report.json'
import enShell from '@/messages/admin/en/shell.json'

export const en = {
  shell: enShell,
  account: enAccount,
  errors: enErrors,
  leads: enLeads,
  report: enReport,
  dashboard: enDashboard,
  auth: enAuth,
  staff: enStaff,
  settings: enSettings,
}

export type AdminMessages = typeof en

export const ar: AdminMessages = {
  shell: arShell,
  account: arAccount,
  errors: arErrors,
  leads: arLeads,
  report: arReport,
  dashboard: arDashboard,
  auth: arAuth,
  staff: arStaff,
  settings: arSettings,
}
