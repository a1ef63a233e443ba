// The admin portal's catalogue, one file per part of the portal and language
// (messages/admin/<language>/<part>.json). English is the shape; Arabic must match it
// (tests/unit/admin-catalogues.test.ts). A new part is one import per language here.
import arAuth from '@/messages/admin/ar/auth.json'
import arStaff from '@/messages/admin/ar/staff.json'
import arSettings from '@/messages/admin/ar/settings.json'
import arDashboardPage from '@/messages/admin/ar/dashboard-page.json'
import enAuth from '@/messages/admin/en/auth.json'
import enStaff from '@/messages/admin/en/staff.json'
import enSettings from '@/messages/admin/en/settings.json'
import enDashboardPage from '@/messages/admin/en/dashboard-page.json'
import arAccount from '@/messages/admin/ar/account.json'
import arErrors from '@/messages/admin/ar/errors.json'
import arShell from '@/messages/admin/ar/shell.json'
import enAccount from '@/messages/admin/en/account.json'
import enErrors from '@/messages/admin/en/errors.json'
import enShell from '@/messages/admin/en/shell.json'

export const en = {
  shell: enShell,
  account: enAccount,
  errors: enErrors,
  auth: enAuth,
  staff: enStaff,
  settings: enSettings,
  dashboardPage: enDashboardPage,
}

export type AdminMessages = typeof en

export const ar: AdminMessages = {
  shell: arShell,
  account: arAccount,
  errors: arErrors,
  auth: arAuth,
  staff: arStaff,
  settings: arSettings,
  dashboardPage: arDashboardPage,
}
