// The admin portal's catalogue, one file per part of the portal and language
// (messages/admin/<language>/<part>.json). English is the shape; Arabic must match it
// (tests/unit/admin-catalogues.test.ts). A new part is one import per language here.
import arContent from '@/messages/admin/ar/content.json'
import arForms from '@/messages/admin/ar/forms.json'
import arActivity from '@/messages/admin/ar/activity.json'
import arMedia from '@/messages/admin/ar/media.json'
import arTable from '@/messages/admin/ar/table.json'
import arAccount from '@/messages/admin/ar/account.json'
import arErrors from '@/messages/admin/ar/errors.json'
import arShell from '@/messages/admin/ar/shell.json'
import arTrash from '@/messages/admin/ar/trash.json'
import enContent from '@/messages/admin/en/content.json'
import enForms from '@/messages/admin/en/forms.json'
import enActivity from '@/messages/admin/en/activity.json'
import enMedia from '@/messages/admin/en/media.json'
import enTable from '@/messages/admin/en/table.json'
import enAccount from '@/messages/admin/en/account.json'
import enErrors from '@/messages/admin/en/errors.json'
import enShell from '@/messages/admin/en/shell.json'
import enTrash from '@/messages/admin/en/trash.json'

export const en = {
  shell: enShell,
  account: enAccount,
  errors: enErrors,
  content: enContent,
  forms: enForms,
  table: enTable,
  media: enMedia,
  trash: enTrash,
  activity: enActivity,
}

export type AdminMessages = typeof en

export const ar: AdminMessages = {
  shell: arShell,
  account: arAccount,
  errors: arErrors,
  content: arContent,
  forms: arForms,
  table: arTable,
  media: arMedia,
  trash: arTrash,
  activity: arActivity,
}
