'use server'

import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { projects } from '@/lib/db/schema'
import { visibleProject } from '@/lib/content/visibility'
import { isLocale } from '@/lib/i18n/locales'
import { readAttribution } from './attribution'
import {
  egyptianMobileDigits,
  LEAD_STEP1_FORM_ID,
  leadFieldErrors,
  leadStep1Schema,
  type LeadFieldErrors,
  type LeadStep1Fields,
} from './lead-form-schema'
import { recordProjectEnquiry } from './record-project-enquiry'
import { textField } from './form-data'
import { HONEYPOT_FIELD, validIdempotencyKey } from './form-protection'
import { leadRateLimitOk } from './lead-guards'

export type LeadStep1Result =
  | { status: 'success'; lead_id: string }
  | { status: 'invalid'; fieldErrors: LeadFieldErrors<LeadStep1Fields> }
  | { status: 'rate-limited' }
  | { status: 'error' }

/** Step 1 of the project lead form (spec §5, §7): name, Egyptian mobile, e-mail. */
export async function submitLeadStep1(formData: FormData): Promise<LeadStep1Result> {
  const field = textField(formData)
  // A bot that filled the hidden field gets a normal-looking answer and stores nothing.
  if (field(HONEYPOT_FIELD)) return { status: 'success', lead_id: randomUUID() }
  const parsed = leadStep1Schema.safeParse({
    fullName: field('fullName') ?? '',
    mobile: field('mobile') ?? '',
    email: field('email') ?? '',
  })
  if (!parsed.success) {
    return { status: 'invalid', fieldErrors: leadFieldErrors<LeadStep1Fields>(parsed.error) }
  }
  const digits = egyptianMobileDigits(parsed.data.mobile)
  const [project] = await db()
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.slug, field('projectSlug') ?? ''), visibleProject))
    .limit(1)
  if (!digits || !project) return { status: 'error' }
  const attribution = readAttribution(field)
  const locale = field('locale')
  try {
    if (!(await leadRateLimitOk('step1'))) return { status: 'rate-limited' }
    const { leadId } = await recordProjectEnquiry({
      source: 'project',
      formId: LEAD_STEP1_FORM_ID,
      locale: isLocale(locale) ? locale : 'en',
      projectId: project.id,
      fullName: parsed.data.fullName,
      email: parsed.data.email,
      mobileLocal: `0${digits}`,
      mobileInternational: `+20${digits}`,
      gclid: field('gclid')?.slice(0, 255) || null,
      gbraid: field('gbraid')?.slice(0, 255) || null,
      wbraid: field('wbraid')?.slice(0, 255) || null,
      ...attribution,
      idempotencyKey: validIdempotencyKey(field('idempotencyKey')),
    })
    return { status: 'success', lead_id: leadId }
  } catch (error) {
    console.error('Project lead (step 1) could not be stored', error)
    return { status: 'error' }
  }
}
