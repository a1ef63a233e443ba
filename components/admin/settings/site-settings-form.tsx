'use client'

import { useTranslations } from 'next-intl'
import { useRef } from 'react'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { TextInput } from '@/components/admin/auth/text-input'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import { submitSiteSettings } from '@/lib/settings/settings-actions'
import type { SiteSettings } from '@/lib/settings/site-settings-schema'
import { displayPhone } from '@/lib/validation/phone'

const control = `${controlClass} min-h-11 md:min-h-10`

type FieldProps = {
  name: string
  label: string
  value: string | null
  hint?: React.ReactNode
  rows?: number
  dir?: 'ltr' | 'rtl'
  lang?: string
  inputMode?: 'tel' | 'email' | 'url' | 'numeric'
  type?: string
}

/** Settings › Company: contact details, links and footer text of the public site; lead mail. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const formRef = useRef<HTMLFormElement>(null)
  const t = useTranslations('admin.settings')
  const common = useTranslations('admin.common')
  const {
    onSubmit,
    pending,
    result,
    fieldErrors: errors,
  } = useStaffForm(submitSiteSettings, {
    success: () => t('saved'),
    failure: t('notSaved'),
    toastFieldErrors: true,
  })
  const ltr = (chunks: React.ReactNode) => <bdi dir="ltr">{chunks}</bdi>
  useFocusFirstInvalid(formRef, result)

  const field = ({ name, value, ...props }: FieldProps) => (
    <TextInput
      id={`site-${name.replaceAll('.', '-')}`}
      name={name}
      defaultValue={value ?? ''}
      error={errors[name]}
      className={control}
      {...props}
    />
  )

  return (
    <form method="post" ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-3 text-base font-semibold">{t('company.contact')}</legend>
        {field({
          name: 'phone',
          label: t('company.phone'),
          value: displayPhone(settings.phone),
          hint: t.rich('company.phoneHint', { ltr }),
          inputMode: 'tel',
          dir: 'ltr',
        })}
        {field({
          name: 'email',
          label: t('company.email'),
          value: settings.email,
          inputMode: 'email',
          dir: 'ltr',
        })}
        {field({
          name: 'whatsappNumber',
          label: t('company.whatsapp'),
          value: displayPhone(settings.whatsappNumber),
          hint: t('company.whatsappHint'),
          inputMode: 'tel',
          dir: 'ltr',
        })}
        {field({
          name: 'foundedYear',
          label: t('company.founded'),
          value: String(settings.foundedYear),
          hint: t('company.foundedHint'),
          inputMode: 'numeric',
          dir: 'ltr',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-3 text-base font-semibold">{t('company.social')}</legend>
        {field({
          name: 'social.facebook',
          label: t('company.facebook'),
          value: settings.social.facebook,
          inputMode: 'url',
          dir: 'ltr',
        })}
        {field({
          name: 'social.instagram',
          label: t('company.instagram'),
          value: settings.social.instagram,
          inputMode: 'url',
          dir: 'ltr',
        })}
        {field({
          name: 'social.linkedin',
          label: t('company.linkedin'),
          value: settings.social.linkedin,
          inputMode: 'url',
          dir: 'ltr',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t('company.footer')}</legend>
        {field({
          name: 'footerText.en',
          label: t('company.english'),
          value: settings.footerText.en,
          rows: 3,
          dir: 'ltr',
          lang: 'en',
        })}
        {field({
          name: 'footerText.ar',
          label: t('company.arabic'),
          value: settings.footerText.ar,
          rows: 3,
          dir: 'rtl',
          lang: 'ar',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t('company.privacy')}</legend>
        <p className="text-sm text-muted md:col-span-2">{t.rich('company.privacyHint', { ltr })}</p>
        {field({
          name: 'privacyNotice.en',
          label: t('company.privacyEn'),
          value: settings.privacyNotice.en,
          rows: 12,
          dir: 'ltr',
          lang: 'en',
        })}
        {field({
          name: 'privacyNotice.ar',
          label: t('company.privacyAr'),
          value: settings.privacyNotice.ar,
          rows: 12,
          dir: 'rtl',
          lang: 'ar',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">{t('company.analytics')}</legend>
        {field({
          name: 'analyticsContainerId',
          label: t('company.gtm'),
          value: settings.analyticsContainerId,
          hint: t('company.gtmHint'),
          dir: 'ltr',
        })}
        {field({
          name: 'leadRecipients',
          label: t('company.recipients'),
          value: settings.leadRecipients.join(', '),
          hint: t('company.recipientsHint'),
          rows: 2,
          dir: 'ltr',
        })}
      </fieldset>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? common('saving') : t('company.save')}
      </Button>
    </form>
  )
}
