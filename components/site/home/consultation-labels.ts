import type { getTranslations } from 'next-intl/server'
import { BUDGET_RANGES, type ConsultationErrorKey } from '@/lib/leads/consultation-schema'
import type { ConsultationFormLabels } from './consultation-form'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

// Every key of the schema, checked: a key left out here left its field unmarked (no text).
const ERROR_KEYS = {
  nameRequired: true,
  nameTooLong: true,
  nameOneLine: true,
  emailRequired: true,
  emailInvalid: true,
  emailTooLong: true,
  phoneRequired: true,
  phoneTooLong: true,
  phoneInvalid: true,
  areaTooLong: true,
  areaOneLine: true,
  budgetInvalid: true,
  notesTooLong: true,
} satisfies Record<ConsultationErrorKey, true>
const errorKeys = Object.keys(ERROR_KEYS) as ConsultationErrorKey[]

/** The consultation form's texts in the page's language (the form is a client island). */
export function consultationLabels(t: Translate): ConsultationFormLabels {
  const text = (
    key: Exclude<
      keyof ConsultationFormLabels,
      'budgets' | 'errors' | 'sendFailure' | 'privacyLink'
    >,
  ) => t(`consultation.${key}`)
  return {
    fullName: text('fullName'),
    email: text('email'),
    phone: text('phone'),
    preferredArea: text('preferredArea'),
    budgetRange: text('budgetRange'),
    budgetAny: text('budgetAny'),
    notes: text('notes'),
    optional: text('optional'),
    submit: text('submit'),
    submitting: text('submitting'),
    successTitle: text('successTitle'),
    successBody: text('successBody'),
    errorTitle: text('errorTitle'),
    errorBody: text('errorBody'),
    budgets: Object.fromEntries(
      BUDGET_RANGES.map((range) => [range, t(`consultation.budgets.${range}`)]),
    ) as ConsultationFormLabels['budgets'],
    errors: Object.fromEntries(
      errorKeys.map((key) => [key, t(`consultation.errors.${key}`)]),
    ) as ConsultationFormLabels['errors'],
    // raw() reads a whole group of messages; the typed keys name single messages only.
    sendFailure: (t.raw as (key: string) => unknown)(
      'leadForm.sendFailure',
    ) as ConsultationFormLabels['sendFailure'],
    privacyLink: t('privacy.link'),
  }
}
