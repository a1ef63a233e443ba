import type { Metadata } from 'next'
import { guardPage } from '@/components/admin/guard/guard-page'
import { ComingSoon } from '@/components/admin/shell/coming-soon'

export const metadata: Metadata = { title: 'Settings' }

export default async function SettingsPage() {
  const { denied } = await guardPage('administration')
  if (denied) return denied
  return <ComingSoon title="Settings" />
}
