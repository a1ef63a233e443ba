'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { Button } from '@/components/ui/button'
import { setAwayAction } from '@/lib/staff/staff-actions'

/** My Account › Availability: away passes you by in automatic assignment until you are back. */
export function AvailabilityForm({ away }: { away: boolean }) {
  const t = useTranslations('admin.account.availability')
  const common = useTranslations('admin.common')
  const [isAway, setIsAway] = useState(away)
  const { onSubmit, pending } = useStaffForm(setAwayAction, {
    success: (_, formData) => (formData.get('away') === 'on' ? t('nowAway') : t('nowAvailable')),
    onSuccess: (_, formData) => setIsAway(formData.get('away') === 'on'),
    refresh: true,
    failure: common('error'),
  })
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {isAway ? t('away') : t('available')}
      </p>
      <input type="hidden" name="away" value={isAway ? 'off' : 'on'} />
      <Button type="submit" variant="outline" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : isAway ? t('back') : t('goAway')}
      </Button>
    </form>
  )
}
