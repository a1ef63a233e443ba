'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { TextInput } from '@/components/admin/auth/text-input'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { saveMonthlySpendAction } from '@/lib/ad-spend/ad-spend-actions'
import { AD_PLATFORMS } from '@/lib/enums/ad-spend'

/** Ad spend › Type a month's spend: one campaign's month, in EGP. */
export function MonthlySpendForm({ month }: { month: string }) {
  const t = useTranslations('admin.report.adSpend')
  const common = useTranslations('admin.common')
  const formRef = useRef<HTMLFormElement>(null)
  const { onSubmit, pending, result, fieldErrors } = useStaffForm(saveMonthlySpendAction, {
    success: (outcome) => (outcome === 'unchanged' ? t('monthly.unchanged') : t('monthly.saved')),
    failure: t('monthly.heading'),
    refresh: true,
  })
  useFocusFirstInvalid(formRef, result)
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-start"
    >
      <div>
        <label htmlFor="ad-spend-platform" className={labelClass}>
          {common('fields.adPlatform')}
        </label>
        <select
          id="ad-spend-platform"
          name="platform"
          defaultValue="google"
          aria-invalid={Boolean(fieldErrors.platform)}
          aria-describedby="ad-spend-platform-error"
          className={controlClass}
        >
          {AD_PLATFORMS.map((platform) => (
            <option key={platform} value={platform}>
              {t(`platforms.${platform}`)}
            </option>
          ))}
        </select>
        <FieldErrorText id="ad-spend-platform-error" error={fieldErrors.platform} />
      </div>
      <TextInput
        id="ad-spend-campaign"
        name="campaign"
        label={t('monthly.campaign')}
        dir="auto"
        autoComplete="off"
        maxLength={255}
        hint={t('monthly.campaignHelp')}
        error={fieldErrors.campaign}
      />
      <TextInput
        id="ad-spend-month"
        name="month"
        type="month"
        label={t('monthly.month')}
        defaultValue={month}
        error={fieldErrors.month}
      />
      <TextInput
        id="ad-spend-amount"
        name="amount"
        label={t('monthly.amount')}
        inputMode="decimal"
        dir="ltr"
        autoComplete="off"
        error={fieldErrors.amount}
      />
      <Button
        type="submit"
        disabled={pending}
        className="min-h-11 sm:col-span-2 sm:justify-self-start lg:col-span-4"
      >
        {t('monthly.submit')}
      </Button>
    </form>
  )
}
