'use server'

import 'server-only'
import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { succeed, type ActionResult } from '@/lib/actions/action-result'
import { AppError } from '@/lib/actions/app-error'
import { publicAction } from '@/lib/actions/public-action'
import { visibleProject } from '@/lib/content/visibility'
import { db } from '@/lib/db/client'
import { projects } from '@/lib/db/schema'
import { isLocale } from '@/lib/i18n/locales'
import { leadPhoneForms } from '@/lib/validation/phone'
import { textField } from '@/lib/validation/form-data'
import { toOneLine } from '@/lib/validation/single-line'
import { readAttribution } from './attribution'
import { HONEYPOT_FIELD, validIdempotencyKey } from './form-protection'
import { LEAD_MESSAGES, leadLimit } from './lead-guards'
import { LEAD_STEP1_FORM_ID, leadStep1Schema, type LeadFormErrorKey } from './lead-form-schema'
import { setEnquiryCookie } from './enquiry-cookie'
import { issueEnquiryToken } from './enquiry-token'
import { recordProjectEnquiry } from './record-project-enquiry'

/** The lead id, or why not (field errors are `leadForm.errors` message keys). */
export type LeadStep1Result = ActionResult<string, LeadFormErrorKey>

/** Step 1 of the project lead form (spec §5, §7): name, Egyptian mobile, e-mail. */
export async function submitLeadStep1(
  _previous: LeadStep1Result | null,
  formData: FormData,
): Promise<LeadStep1Result> {
  const field = textField(formData)
  // A bot that filled the hidden field gets a normal-looking answer and stores nothing.
  if (field(HONEYPOT_FIELD)) return succeed(randomUUID())
  const locale = field('locale')
  // From the page's URL: a control character becomes a space (it is a line of the sales mail).
  const clickId = (name: string) => toOneLine(field(name)?.slice(0, 255) ?? '').trim() || null
  return publicAction<typeof leadStep1Schema, string, LeadFormErrorKey>(
    {
      schema: leadStep1Schema,
      input: {
        fullName: field('fullName') ?? '',
        mobile: field('mobile') ?? '',
        email: field('email') ?? '',
      },
      limits: (_input, address) => [leadLimit('step1', address)],
      invalidMessage: LEAD_MESSAGES.invalid,
      rateLimitedMessage: LEAD_MESSAGES.rateLimited,
      context: 'Project lead (step 1)',
    },
    async (input) => {
      const phone = leadPhoneForms(input.mobile)
      const [project] = await db()
        .select({ id: projects.id })
        .from(projects)
        .where(and(eq(projects.slug, field('projectSlug') ?? ''), visibleProject))
        .limit(1)
      if (!phone || !project) throw AppError.notFound('projectNotFound')
      const { leadId, enquiryId } = await recordProjectEnquiry({
        source: 'project',
        formId: LEAD_STEP1_FORM_ID,
        locale: isLocale(locale) ? locale : 'en',
        projectId: project.id,
        fullName: input.fullName,
        email: input.email,
        mobileLocal: phone.local,
        mobileInternational: phone.e164,
        gclid: clickId('gclid'),
        gbraid: clickId('gbraid'),
        wbraid: clickId('wbraid'),
        ...readAttribution(field),
        idempotencyKey: validIdempotencyKey(field('idempotencyKey')),
      })
      // Only this browser may complete the enquiry it started (step 2 requires the proof).
      await setEnquiryCookie(issueEnquiryToken({ leadId, enquiryId }))
      return leadId
    },
  )
}
