import type { Metadata } from 'next'
import { guardPage } from '@/components/admin/guard/guard-page'
import { ComingSoon } from '@/components/admin/shell/coming-soon'

export const metadata: Metadata = { title: 'Media Library' }

export default async function MediaLibraryPage() {
  const { denied } = await guardPage('content')
  if (denied) return denied
  return <ComingSoon title="Media Library" />
}
