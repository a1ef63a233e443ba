'use client'

import { useState } from 'react'
import { useLeadAction } from '@/components/admin/leads/use-lead-action'
import { Button } from '@/components/ui/button'
import { setAwayAction } from '@/lib/staff/staff-actions'

/** My Account › Availability: away passes you by in automatic assignment until you are back. */
export function AvailabilityForm({ away }: { away: boolean }) {
  const [isAway, setIsAway] = useState(away)
  const { onSubmit, pending } = useLeadAction(
    setAwayAction,
    (formData) =>
      formData.get('away') === 'on'
        ? 'You are away: new leads go to the others'
        : 'You are available: new leads can come to you',
    (formData) => setIsAway(formData.get('away') === 'on'),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {isAway
          ? 'Away: automatic assignment gives you no new leads. The leads you have stay yours.'
          : 'Available: automatic assignment can give you new leads.'}
      </p>
      <input type="hidden" name="away" value={isAway ? 'off' : 'on'} />
      <Button type="submit" variant="outline" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? 'Saving...' : isAway ? 'I’m back' : 'I’m away'}
      </Button>
    </form>
  )
}
