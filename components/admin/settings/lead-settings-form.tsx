'use client'

import { useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { Button } from '@/components/ui/button'
import { controlClass, labelClass } from '@/components/ui/field-styles'
import { CONVERSION_STAGES } from '@/lib/lead-inbox/pipeline'
import { WEEK_DAYS, type LeadSettings } from '@/lib/settings/lead-settings-schema'
import { submitLeadSettings } from '@/lib/settings/settings-actions'

const control = `${controlClass} min-h-11 md:min-h-10`

/** Settings › Leads: the response target, reminders and digest; the Google Ads conversions. */
export function LeadSettingsForm({ settings }: { settings: LeadSettings }) {
  const t = useTranslations('admin.settings')
  const common = useTranslations('admin.common')
  const {
    onSubmit,
    pending,
    fieldErrors: errors,
  } = useStaffForm(submitLeadSettings, {
    success: () => t('saved'),
    failure: t('notSaved'),
    toastFieldErrors: true,
  })
  const field = (name: string, label: string, value: string | number | null, props = {}) => {
    const id = `setting-${name.replaceAll('.', '-')}`
    return (
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          defaultValue={value ?? ''}
          aria-invalid={Boolean(errors[name])}
          aria-describedby={errors[name] ? `${id}-error` : undefined}
          className={control}
          {...props}
        />
        <FieldErrorText id={`${id}-error`} error={errors[name]} />
      </div>
    )
  }
  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t('leads.responseTime')}</legend>
        <p className="text-sm text-slate-600">{t('leads.responseIntro')}</p>
        <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
          {field('responseTargetMinutes', t('leads.target'), settings.responseTargetMinutes, {
            inputMode: 'numeric',
          })}
          {field('escalateAfterMinutes', t('leads.escalate'), settings.escalateAfterMinutes, {
            inputMode: 'numeric',
          })}
          {field('opensAt', t('leads.opensAt'), settings.opensAt, { type: 'time' })}
          {field('closesAt', t('leads.closesAt'), settings.closesAt, { type: 'time' })}
        </div>
        <fieldset aria-describedby={errors.businessDays ? 'setting-businessDays-error' : undefined}>
          <legend className={labelClass}>{t('leads.days')}</legend>
          {/* Sent even when no day is ticked, so "none" is refused rather than defaulted. */}
          <input type="hidden" name="businessDays._" value="" />
          <div className="flex flex-wrap gap-x-2">
            {WEEK_DAYS.map((day) => (
              <label key={day} className="flex min-h-11 items-center gap-2 rounded-lg px-2 text-sm">
                <input
                  type="checkbox"
                  name={`businessDays.${day}`}
                  defaultChecked={settings.businessDays.includes(day)}
                  className="size-5 accent-teal"
                />
                {t(`leads.day.${day}`)}
              </label>
            ))}
          </div>
          <FieldErrorText id="setting-businessDays-error" error={errors.businessDays} />
        </fieldset>
        <div className="max-w-xs">
          {field('digestAt', t('leads.digestAt'), settings.digestAt, {
            type: 'time',
          })}
        </div>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">{t('leads.conversions')}</legend>
        <p className="text-sm text-slate-600">{t('leads.conversionsIntro')}</p>
        <div className="grid gap-4 md:grid-cols-2">
          {CONVERSION_STAGES.map((stage) => (
            <div
              key={stage}
              className="grid grid-cols-[2fr_1fr] gap-2 rounded-lg border border-slate-200 p-3"
            >
              {field(
                `conversions.${stage}.name`,
                t('leads.conversionName', { stage: common(`stages.${stage}`) }),
                settings.conversions[stage].name,
                { maxLength: 100 },
              )}
              {field(
                `conversions.${stage}.value`,
                t('leads.conversionValue'),
                settings.conversions[stage].value,
                { inputMode: 'numeric' },
              )}
            </div>
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('leads.save')}
      </Button>
    </form>
  )
}
