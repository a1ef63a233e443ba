'use client'

import { Copy } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { duplicateProjectAction } from '@/lib/admin/projects/project-actions'

/** Copies the project (with its units) as a draft and opens the copy's form. */
export function DuplicateProjectButton({ id }: { id: string }) {
  const router = useRouter()
  const t = useTranslations('admin.content.projects')
  const common = useTranslations('admin.common')
  const { onSubmit, pending } = useStaffForm(duplicateProjectAction, {
    success: () => ({ title: t('success'), description: t('duplicated') }),
    onSuccess: (copy) => router.push(`/admin/projects/${copy}`),
    failure: common('error'),
    toastFieldErrors: true,
  })
  return (
    // `contents`: the button stays an item of the header's row of actions.
    <form method="post" onSubmit={onSubmit} className="contents">
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant="outline" size="sm" disabled={pending}>
        <Copy className="size-4" aria-hidden />
        {pending ? t('duplicating') : t('duplicate')}
      </Button>
    </form>
  )
}
