import type { Metadata } from 'next'
import { guardPage } from '@/components/admin/guard/guard-page'
import { ComingSoon } from '@/components/admin/shell/coming-soon'

export const metadata: Metadata = { title: 'Activity Log' }

export default async function ActivityLogPage() {
  const { denied } = await guardPage('content')
  if (denied) return denied
  return <ComingSoon title="Activity Log" />
}
