'use client'

import { startTransition, useActionState } from 'react'
import { toast } from 'sonner'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { Button } from '@/components/ui/button'
import type { ActionResult } from '@/lib/actions/action-result'
import type { LeadRouting } from '@/lib/settings/lead-routing-schema'
import { submitLeadRouting } from '@/lib/settings/settings-actions'

type Rep = { id: string; name: string; email: string; away: boolean }
type Project = { id: string; title: string }

const choice = 'flex min-h-11 items-center gap-3 rounded-lg px-2 text-sm hover:bg-slate-50'

/** One checkbox per rep; `name` is the field's prefix (`reps`, `projectReps.<project id>`). */
function RepChoices({ name, reps, chosen }: { name: string; reps: Rep[]; chosen: string[] }) {
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
            {rep.name} <span className="text-slate-500">({rep.email})</span>
            {rep.away ? (
              <span className="ms-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                away
              </span>
            ) : null}
          </span>
        </label>
      ))}
    </div>
  )
}

/** Settings › Leads › Automatic assignment: round-robin on or off, the rotation, project teams. */
export function LeadRoutingForm({
  routing,
  reps,
  projects,
}: {
  routing: LeadRouting
  reps: Rep[]
  projects: Project[]
}) {
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await submitLeadRouting(previous, formData)
      if (result.ok) toast.success('Automatic assignment saved')
      else toast.error('Automatic assignment not saved', { description: result.message })
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  return (
    <form
      noValidate
      aria-labelledby="routing-heading"
      onSubmit={(event) => {
        // Submitted by hand: a refused save keeps what was chosen.
        event.preventDefault()
        const formData = new FormData(event.currentTarget)
        startTransition(() => dispatch(formData))
      }}
      className="space-y-6"
    >
      <h3 id="routing-heading" className="text-base font-semibold">
        Automatic assignment
      </h3>
      <fieldset
        className="space-y-1"
        aria-describedby={errors.autoAssign ? 'routing-auto-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">New leads</legend>
        <label className={choice}>
          <input
            type="radio"
            name="autoAssign"
            value="off"
            defaultChecked={!routing.autoAssign}
            className="size-5 accent-teal"
          />
          Wait in the inbox until someone takes them
        </label>
        <label className={choice}>
          <input
            type="radio"
            name="autoAssign"
            value="on"
            defaultChecked={routing.autoAssign}
            className="size-5 accent-teal"
          />
          Go to the next rep in turn (round-robin), at once
        </label>
        <FieldErrorText id="routing-auto-error" error={errors.autoAssign} />
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Reps in the rotation</legend>
        <p className="text-sm text-slate-600">
          Away staff (My Account) are passed by until they are back. A person who enquires again
          goes to the rep who already has them.
        </p>
        <RepChoices name="reps" reps={reps} chosen={routing.reps} />
      </fieldset>
      {projects.length ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-800">Project teams (optional)</legend>
          <p className="text-sm text-slate-600">
            A project with its own team gives its leads to that team only; the others use the
            rotation above.
          </p>
          {projects.map((project) => {
            const team = routing.projectReps[project.id] ?? []
            return (
              <details key={project.id} className="rounded-lg border border-slate-200">
                <summary className="flex min-h-11 cursor-pointer items-center px-3 text-sm">
                  <span className="font-medium">{project.title}</span>
                  <span className="ms-2 text-slate-600">
                    {team.length ? `own team of ${team.length}` : 'main rotation'}
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
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? 'Saving...' : 'Save automatic assignment'}
      </Button>
    </form>
  )
}
