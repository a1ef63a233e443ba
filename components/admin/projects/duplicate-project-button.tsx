'use client'

import { Copy } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useTransition } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { duplicateProjectAction } from '@/lib/admin/projects/project-actions'

/** Copies the project (with its units) as a draft and opens the copy's form. */
export function DuplicateProjectButton({ id }: { id: string }) {
  const router = useRouter()
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
            toast.error('Error', { description: result.message })
            return
          }
          toast.success('Success', { description: 'Project duplicated as a draft' })
          router.push(`/admin/projects/${result.data}`)
        })
      }
    >
      <Copy className="size-4" aria-hidden />
      {pending ? 'Duplicating…' : 'Duplicate'}
    </Button>
  )
}
