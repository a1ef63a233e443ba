'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { submitLeadRouting } from '@/lib/settings/settings-actions'

type Rep = { id: string; name: string; email: string; away: boolean }
type Project = { id: string; title: string }

const choice = 'flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50'

/** One checkbox per rep; `name` is the field's prefix (`reps`, `projectReps.<project id>`). */
function RepChoices({ name, reps, chosen }: { name: string; reps: Rep[]; chosen: string[] }) {
  const t = useTranslations('admin.settings.routing')
  return (
    <div className="grid gap-1 sm:grid-cols-2">
      {reps.map((rep) => (
        <label key={rep.id} className={choice}>
          <input
            type="checkbox"
            name={`${name}.${rep.id}`}
            defaultChecked={chosen.includes(rep.id)}
            className="size-5 accent-teal"
          />
          <span>
            <bdi>{rep.name}</bdi>{' '}
            <span className="text-slate-500">
              (<bdi>{rep.email}</bdi>)
            </span>
            {rep.away ? (
              <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                {t('away')}
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </div>
  )
}

/**
 * Settings › Leads › Automatic assignment: round-robin on or off, the rotation, project teams,
 * and re-routing a lead its rep did not answer in time.
 */
export function LeadRoutingForm({
  routing,
  reps,
  projects,
}: {
  routing: LeadRouting
  reps: Rep[]
  projects: Project[]
}) {
  const t = useTranslations('admin.settings.routing')
  const common = useTranslations('admin.common')
  const {
    onSubmit,
    pending,
    fieldErrors: errors,
  } = useStaffForm(submitLeadRouting, {
    success: () => t('saved'),
    failure: t('notSaved'),
    toastFieldErrors: true,
  })
  return (
    <form
      method="post"
      noValidate
      aria-labelledby="routing-heading"
      onSubmit={onSubmit}
      className="space-y-6"
    >
      <h3 id="routing-heading" className="text-base font-semibold">
        {t('heading')}
      </h3>
      <fieldset
        className="space-y-1"
        aria-describedby={errors.autoAssign ? 'routing-auto-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('newLeads')}</legend>
        <label className={choice}>
          <input
            type="radio"
            name="autoAssign"
            value="off"
            defaultChecked={!routing.autoAssign}
            className="size-5 accent-teal"
          />
          {t('wait')}
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="autoAssign"
            value="on"
            defaultChecked={routing.autoAssign}
            className="size-5 accent-teal"
          />
          {t('roundRobin')}
        </label>
        <FieldErrorText id="routing-auto-error" error={errors.autoAssign} />
      </fieldset>
      <fieldset
        className="space-y-1"
        aria-describedby={`routing-claim-intro${errors.repsClaim ? ' routing-claim-error' : ''}`}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('claim')}</legend>
        <p id="routing-claim-intro" className="text-sm text-slate-600">
          {t('claimIntro')}
        </p>
        {(['on', 'off'] as const).map((value) => (
          <label key={value} className={choice}>
            <input
              type="radio"
              name="repsClaim"
              value={value}
              defaultChecked={routing.repsClaim === (value === 'on')}
              className="size-5 accent-teal"
            />
            {t(value === 'on' ? 'claimOn' : 'claimOff')}
          </label>
        ))}
        <FieldErrorText id="routing-claim-error" error={errors.repsClaim} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">{t('reps')}</legend>
        <p className="text-sm text-slate-600">{t('repsIntro')}</p>
        <RepChoices name="reps" reps={reps} chosen={routing.reps} />
      </fieldset>
      {projects.length ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">{t('teams')}</legend>
          <p className="text-sm text-slate-600">{t('teamsIntro')}</p>
          {projects.map((project) => {
            const team = routing.projectReps[project.id] ?? []
            return (
              <details key={project.id} className="rounded-lg border border-slate-200">
                <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
                  <bdi className="font-medium">{project.title}</bdi>
                  <span className="ms-2 text-slate-600">
                    {team.length ? t('ownTeam', { count: team.length }) : t('mainRotation')}
                  </span>
                </summary>
                <div className="border-t border-slate-200 p-2">
                  <RepChoices name={`projectReps.${project.id}`} reps={reps} chosen={team} />
                </div>
              </details>
            )
          })}
        </fieldset>
      ) : null}
      <fieldset
        className="space-y-1"
        aria-describedby={errors.reroute ? 'routing-reroute-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('rerouteHeading')}</legend>
        <label className={choice}>
          <input
            type="radio"
            name="reroute"
            value="off"
            defaultChecked={!routing.reroute}
            className="size-5 accent-teal"
          />
          {t('rerouteOff')}
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="reroute"
            value="on"
            defaultChecked={routing.reroute}
            className="size-5 accent-teal"
          />
          {t('rerouteOn')}
        </label>
        <FieldErrorText id="routing-reroute-error" error={errors.reroute} />
        <div className="max-w-md pt-2">
          <label htmlFor="routing-reroute-minutes" className={labelClass}>
            {t('rerouteAfter')}
          </label>
          <input
            id="routing-reroute-minutes"
            name="rerouteAfterMinutes"
            inputMode="numeric"
            defaultValue={routing.rerouteAfterMinutes}
            aria-invalid={Boolean(errors.rerouteAfterMinutes)}
            aria-describedby={`routing-reroute-hint${errors.rerouteAfterMinutes ? ' routing-reroute-minutes-error' : ''}`}
            className={`${controlClass} min-h-11 md:min-h-10`}
          />
          <FieldErrorText id="routing-reroute-minutes-error" error={errors.rerouteAfterMinutes} />
        </div>
        <p id="routing-reroute-hint" className="text-sm text-slate-600">
          {t('rerouteHint')}
        </p>
      </fieldset>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('save')}
      </Button>
    </form>
  )
}
