'use client'

import { startTransition, useActionState, useRef } from 'react'
import { toast } from 'sonner'
import { TextInput } from '@/components/admin/auth/text-input'
import { useFocusFirstInvalid } from '@/components/admin/forms/use-focus-first-invalid'
import { Button } from '@/components/ui/button'
import { controlClass } from '@/components/ui/field-styles'
import type { ActionResult } from '@/lib/actions/action-result'
import { submitSiteSettings } from '@/lib/settings/settings-actions'
import type { SiteSettings } from '@/lib/settings/site-settings-schema'
import { displayPhone } from '@/lib/validation/phone'

const control = `${controlClass} min-h-11 md:min-h-10`

type FieldProps = {
  name: string
  label: string
  value: string | null
  hint?: string
  rows?: number
  dir?: 'ltr' | 'rtl'
  lang?: string
  inputMode?: 'tel' | 'email' | 'url' | 'numeric'
  type?: string
}

/** Settings › Company: contact details, links and footer text of the public site; lead mail. */
export function SiteSettingsForm({ settings }: { settings: SiteSettings }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [state, dispatch, pending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const result = await submitSiteSettings(previous, formData)
      if (result.ok) toast.success('Settings saved')
      else toast.error('Settings not saved', { description: result.message })
      return result
    },
    null,
  )
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {}
  useFocusFirstInvalid(formRef, state)

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
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // Submitted by hand: a refused save keeps what was typed.
        event.preventDefault()
        const formData = new FormData(event.currentTarget)
        startTransition(() => dispatch(formData))
      }}
      className="space-y-6"
    >
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-3 text-base font-semibold">Contact</legend>
        {field({
          name: 'phone',
          label: 'Company phone',
          value: displayPhone(settings.phone),
          hint: 'An Egyptian mobile, or a number with its country code (+20 2 … for a landline).',
          inputMode: 'tel',
          dir: 'ltr',
        })}
        {field({
          name: 'email',
          label: 'Company e-mail',
          value: settings.email,
          inputMode: 'email',
          dir: 'ltr',
        })}
        {field({
          name: 'whatsappNumber',
          label: 'WhatsApp number',
          value: displayPhone(settings.whatsappNumber),
          hint: 'An Egyptian mobile, or a number with its country code. Used where a project has none.',
          inputMode: 'tel',
          dir: 'ltr',
        })}
        {field({
          name: 'foundedYear',
          label: 'Founded in (year)',
          value: String(settings.foundedYear),
          hint: 'The home page shows the years of experience from it.',
          inputMode: 'numeric',
          dir: 'ltr',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-3 text-base font-semibold">Social links</legend>
        {field({ name: 'social.facebook', label: 'Facebook', value: settings.social.facebook })}
        {field({ name: 'social.instagram', label: 'Instagram', value: settings.social.instagram })}
        {field({ name: 'social.linkedin', label: 'LinkedIn', value: settings.social.linkedin })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Footer text</legend>
        {field({
          name: 'footerText.en',
          label: 'English',
          value: settings.footerText.en,
          rows: 3,
          dir: 'ltr',
          lang: 'en',
        })}
        {field({
          name: 'footerText.ar',
          label: 'Arabic',
          value: settings.footerText.ar,
          rows: 3,
          dir: 'rtl',
          lang: 'ar',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Privacy notice</legend>
        <p className="text-sm text-muted md:col-span-2">
          Shown at /privacy and /privacy/ar, linked from the footer and the forms. A line starting
          with “# ” is a heading; a blank line starts a new paragraph.
        </p>
        {field({
          name: 'privacyNotice.en',
          label: 'Privacy notice (English)',
          value: settings.privacyNotice.en,
          rows: 12,
          dir: 'ltr',
          lang: 'en',
        })}
        {field({
          name: 'privacyNotice.ar',
          label: 'Privacy notice (Arabic)',
          value: settings.privacyNotice.ar,
          rows: 12,
          dir: 'rtl',
          lang: 'ar',
        })}
      </fieldset>
      <fieldset className="grid gap-4 md:grid-cols-2">
        <legend className="mb-3 text-base font-semibold">Analytics and lead mail</legend>
        {field({
          name: 'analyticsContainerId',
          label: 'Google Tag Manager container ID',
          value: settings.analyticsContainerId,
          hint: 'Loaded on every public page; leave empty for none.',
          dir: 'ltr',
        })}
        {field({
          name: 'leadRecipients',
          label: 'Lead notification recipients',
          value: settings.leadRecipients.join(', '),
          hint: 'Up to 10 addresses, separated by commas. Every new lead is sent to each.',
          rows: 2,
          dir: 'ltr',
        })}
      </fieldset>
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? 'Saving...' : 'Save company details'}
      </Button>
    </form>
  )
}
