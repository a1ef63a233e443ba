'use client'

import { Copy } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { useFailureText } from '@/components/admin/use-failure-text'
import { Button } from '@/components/ui/button'
import { duplicateProjectAction } from '@/lib/admin/projects/project-actions'

/** Copies the project (with its units) as a draft and opens the copy's form. */
export function DuplicateProjectButton({ id }: { id: string }) {
  const router = useRouter()
  const t = useTranslations('admin.content.projects')
  const failureText = useFailureText()
  const [pending, startTransition] = useTransition()
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={pending}
      onClick={() =>
        startTransition(async () => {
          const result = await duplicateProjectAction(id)
          if (!result.ok) {
            toast.error(t('error'), { description: failureText(result) })
            return
          }
          toast.success(t('success'), { description: t('duplicated') })
          router.push(`/admin/projects/${result.data}`)
        })
      }
    >
      <Copy className="size-4" aria-hidden />
      {pending ? t('duplicating') : t('duplicate')}
    </Button>
  )
}
