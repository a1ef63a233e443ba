import type { Viewer } from '@/lib/auth/get-viewer'
import type { ActivityActor } from './activity-types'

/** What a mutation needs to know of the staff member making it. */
export type ActorSource = Pick<Viewer, 'userId' | 'name' | 'email'>

/** The staff member behind a request, as the activity log names them. */
export const actorOf = (viewer: ActorSource): ActivityActor => ({
  userId: viewer.userId,
  name: viewer.name || viewer.email,
})
