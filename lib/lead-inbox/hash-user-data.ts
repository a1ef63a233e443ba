import 'server-only'
import { createHash } from 'node:crypto'
import { leadPhoneForms } from '@/lib/validation/phone'

// Google's normalisation for enhanced conversions for leads: trim, lower-case, phones in
// E.164, then SHA-256 as hex; for gmail.com and googlemail.com the dots of the name go too
// (https://developers.google.com/google-ads/api/docs/conversions/upload-identifiers, and
// Google's own UploadEnhancedConversionsForLeads samples, which strip no "+suffix").

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex')

/** An e-mail as Google normalises it, or null when it is no address. */
export function normaliseEmail(email: string): string | null {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1 || at === lower.length - 1) return null
  const name = lower.slice(0, at)
  const domain = lower.slice(at + 1)
  return `${GMAIL.has(domain) ? name.replaceAll('.', '') : name}@${domain}`
}

/** A phone in E.164 (+20…), or null when the number is none a lead form takes. */
export const normalisePhone = (phone: string): string | null => leadPhoneForms(phone)?.e164 ?? null

/** SHA-256 hex of the normalised e-mail, or '' (nothing to match on). */
export function hashEmail(email: string | null): string {
  const normal = email ? normaliseEmail(email) : null
  return normal ? sha256(normal) : ''
}

/** SHA-256 hex of the phone in E.164, or ''. */
export function hashPhone(phone: string | null): string {
  const normal = phone ? normalisePhone(phone) : null
  return normal ? sha256(normal) : ''
}
