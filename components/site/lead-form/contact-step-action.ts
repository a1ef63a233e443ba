import type { FormAction } from '@/components/forms/use-action-form'
import { trackLeadStep1Attempt, trackLeadStep1Success } from '@/lib/analytics/lead-events'
import type { Locale } from '@/lib/i18n/locales'
import { withAttribution } from '@/lib/leads/browser-attribution'
import { clearFormDraft, draftIdempotencyKey } from '@/components/site/resilience/form-draft'
import { LEAD_STEP1_FORM_ID, type LeadFormErrorKey } from '@/lib/leads/lead-form-schema'
import { saveLeadContact, unlockFloorPlans } from '@/lib/leads/lead-session'
import { submitLeadStep1 } from '@/lib/leads/submit-lead-step1'

/** The draft (and idempotency key) of a project's contact step, shared by both its forms. */
export const contactStepDraft = (projectSlug: string) => `lead-step1:${projectSlug}`

const text = (formData: FormData, name: string) => String(formData.get(name) ?? '').trim()

/**
 * The contact step's action (lead form step 1 or the floor-plan capture). On success the
 * session remembers the contact and floor plans unlock; the answer carries the lead id.
 */
export const contactStepAction =
  ({
    projectSlug,
    locale,
  }: {
    projectSlug: string
    locale: Locale
  }): FormAction<string, LeadFormErrorKey> =>
  async (previous, formData) => {
    trackLeadStep1Attempt(LEAD_STEP1_FORM_ID)
    formData.set('projectSlug', projectSlug)
    formData.set('locale', locale)
    // One key per submission, kept for its retries (and across a reload) until it succeeds.
    formData.set('idempotencyKey', draftIdempotencyKey(contactStepDraft(projectSlug)))
    const result = await submitLeadStep1(previous, withAttribution(formData))
    if (!result.ok) return result
    clearFormDraft(contactStepDraft(projectSlug))
    saveLeadContact({
      fullName: text(formData, 'fullName'),
      email: text(formData, 'email'),
      mobile: text(formData, 'mobile'),
      leadId: result.data,
    })
    unlockFloorPlans()
    trackLeadStep1Success(result.data)
    return result
  }
