'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useStaffForm } from '@/components/admin/use-staff-form'
import { FieldErrorText } from '@/components/admin/leads/field-error-text'
import { Button } from '@/components/ui/button'
import { setAdminLanguageAction } from '@/lib/account/set-admin-language'
import { locales } from '@/lib/i18n/locales'

/** My Account › Language: the portal's language for this staff member, on every device. */
export function LanguageForm() {
  const t = useTranslations('admin')
  const current = useLocale()
  // The toast answers in the language just chosen: each catalogue holds the other language's
  // confirmation in that language (savedAr is Arabic in both), so it reads right after the switch.
  const { onSubmit, pending, fieldErrors } = useStaffForm(setAdminLanguageAction, {
    success: (_, formData) =>
      formData.get('locale') === 'ar'
        ? t('account.language.savedAr')
        : t('account.language.savedEn'),
    refresh: true,
    failure: t('common.error'),
  })
  const error = fieldErrors.locale
  return (
    <form method="post" onSubmit={onSubmit} noValidate className="space-y-3">
      <p className="text-sm text-slate-700">{t('account.language.intro')}</p>
      <fieldset aria-describedby={error ? 'language-error' : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('account.language.label')}</legend>
        <div className="flex flex-wrap gap-2">
          {locales.map((locale) => (
            <label
              key={locale}
              className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 has-[:checked]:border-navy has-[:checked]:bg-slate-100 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-teal"
            >
              <input
                type="radio"
                name="locale"
                value={locale}
                defaultChecked={locale === current}
                className="size-4 accent-navy"
              />
              <span lang={locale}>{t(`account.language.${locale}`)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <FieldErrorText id="language-error" error={error} />
      <Button type="submit" disabled={pending} className="min-h-11 md:min-h-10">
        {pending ? t('common.saving') : t('account.language.save')}
      </Button>
    </form>
  )
}
