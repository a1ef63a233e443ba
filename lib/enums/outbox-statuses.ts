/** A queued mail: pending until sent, failed once its retries ran out. */
export const outboxStatuses = ['pending', 'sent', 'failed'] as const
export type OutboxStatus = (typeof outboxStatuses)[number]
