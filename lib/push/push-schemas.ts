import { z } from 'zod'
import { messageKey } from '@/lib/admin-catalogue/admin-message-key'
import { RECORD_ID_PATTERN } from '@/lib/validation/record-id'

/** base64url of exactly `bytes` bytes (no padding), as PushSubscription.toJSON() writes keys. */
const base64urlOf = (bytes: number) =>
  z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]+$/, messageKey('account.push.fieldErrors.keys'))
    .refine(
      (value) => Buffer.from(value, 'base64url').length === bytes,
      messageKey('account.push.fieldErrors.keys'),
    )

/**
 * A browser's push subscription as it posts it (`endpoint`, `keys.p256dh`, `keys.auth`): the
 * key an uncompressed P-256 point (65 bytes), the auth secret 16 bytes (RFC 8291). Which hosts
 * are taken is the operation's rule (isPushEndpointAllowed), not the shape's.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: z.url(messageKey('account.push.fieldErrors.endpoint')).max(1000),
  keys: z.object({ p256dh: base64urlOf(65), auth: base64urlOf(16) }),
})

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>

export const pushDeviceSchema = z.object({
  deviceId: z.string().regex(RECORD_ID_PATTERN, messageKey('account.push.fieldErrors.device')),
})

/** One of the two switches (each its own small form), and its new value. */
export const pushSettingSchema = z.object({
  setting: z.enum(['enabled', 'quietHours'], messageKey('account.push.fieldErrors.setting')),
  value: z
    .enum(['on', 'off'], messageKey('account.push.fieldErrors.setting'))
    .transform((value) => value === 'on'),
})

/** A staff member's push choices; no row yet reads as these. */
export type PushSettings = { enabled: boolean; quietHours: boolean }
export const DEFAULT_PUSH_SETTINGS: PushSettings = { enabled: true, quietHours: false }
