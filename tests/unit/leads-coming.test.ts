import { expect, it } from 'vitest'
import { asComingLead, leadsComing } from '@/lib/leads/leads-coming'

it('counts a submission as coming until it arrives at the store or ends, once', async () => {
  let arrive!: () => void
  let finish!: () => void
  const stored = asComingLead(async (arrived) => {
    arrive = arrived
    await new Promise<void>((resolve) => (finish = resolve))
    return 'stored'
  })
  const refused = asComingLead(async () => {
    throw new Error('invalid')
  })
  await expect(refused).rejects.toThrow('invalid')
  expect(leadsComing()).toBe(1) // the refused one ended; the other is still on its way
  arrive()
  arrive() // a second call changes nothing
  expect(leadsComing()).toBe(0)
  finish()
  expect(await stored).toBe('stored')
  expect(leadsComing()).toBe(0)
})
