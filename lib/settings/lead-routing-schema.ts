import { z } from 'zod'
import { messageKey, type AdminMessageKey } from '@/lib/admin-catalogue/admin-message-key'

/** Checkboxes named `reps.<userId>` arrive as { userId: 'on' }: the ids ticked, in order. */
const ticked = z.preprocess(
  (value) =>
    Array.isArray(value)
      ? value
      : value && typeof value === 'object'
        ? Object.keys(value).filter((id) => (value as Record<string, unknown>)[id])
        : [],
  z
    .array(z.string().trim().min(1).max(64))
    .max(200, messageKey('settings.fieldErrors.routingTooMany')),
)

/** Two radio buttons ('on' / 'off'), stored as a boolean. */
const onOff = (message: AdminMessageKey) =>
  z.preprocess(
    (value) => (value === 'on' ? true : value === 'off' ? false : value),
    z.boolean(message),
  )

/** Settings › Leads › Automatic assignment. Fields added later have defaults. */
export const leadRoutingSchema = z
  .object({
    autoAssign: onOff(messageKey('settings.fieldErrors.autoAssign')),
    /**
     * Sales reps see and may take leads nobody has (a shared pool), or only their own. Saved
     * settings from before the choice existed read as on: reps saw every lead then.
     */
    repsClaim: onOff(messageKey('settings.fieldErrors.repsClaim')).default(true),
    /**
     * Re-routing: a lead with no first response within `rerouteAfterMinutes` working minutes of
     * reaching its rep moves to the next rep of its rotation (lib/lead-chase/reroute-late-leads).
     */
    reroute: onOff(messageKey('settings.fieldErrors.reroute')).default(false),
    rerouteAfterMinutes: z.coerce
      .number(messageKey('settings.fieldErrors.minutes'))
      .int(messageKey('settings.fieldErrors.minutesWhole'))
      .min(1, messageKey('settings.fieldErrors.minutesMinOne'))
      .max(24 * 60, messageKey('settings.fieldErrors.minutesMax'))
      .default(15),
    /** The rotation every lead without a project team goes round. */
    reps: ticked,
    /** A project's own team (project id → reps); a project without one uses `reps`. */
    projectReps: z.preprocess(
      (value) => (value && typeof value === 'object' ? value : {}),
      z.record(z.guid(messageKey('settings.fieldErrors.chooseProject')), ticked),
    ),
  })
  // Re-routing moves leads round the rotation, which only turns while assignment is automatic.
  .refine((routing) => !routing.reroute || routing.autoAssign, {
    path: ['reroute'],
    message: messageKey('settings.fieldErrors.rerouteNeedsRotation'),
  })

export type LeadRouting = z.output<typeof leadRoutingSchema>

export const DEFAULT_LEAD_ROUTING: LeadRouting = {
  autoAssign: false,
  repsClaim: true,
  reroute: false,
  rerouteAfterMinutes: 15,
  reps: [],
  projectReps: {},
}
