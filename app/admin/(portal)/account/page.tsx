import type { Metadata } from 'next'
import { AvailabilityForm } from '@/components/admin/account/availability-form'
import { ChangePasswordForm } from '@/components/admin/account/change-password-form'
import { LanguageForm } from '@/components/admin/account/language-form'
import { PushSettings } from '@/components/admin/account/push-settings'
import { TwoFactorSettings } from '@/components/admin/account/two-factor-settings'
import { guardPage } from '@/components/admin/guard/guard-page'
import { StaffNamesForm } from '@/components/admin/staff/staff-names-form'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { requiresTwoFactor } from '@/lib/auth/requires-two-factor'
import { formatCairo } from '@/lib/i18n/business-time'
import { readMyPush } from '@/lib/push/read-my-push'
import { readLeadSettings } from '@/lib/settings/read-lead-settings'
import { setMyNamesAction } from '@/lib/staff/staff-actions'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('account.page.title') }
}

export default async function AccountPage() {
  const { viewer, denied } = await guardPage('account')
  if (!viewer) return denied
  const [t, locale, push, leadSettings] = await Promise.all([
    getAdminTranslations(),
    getAdminLocale(),
    readMyPush({ viewer }),
    readLeadSettings(),
  ])
  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('account.page.title')}</h1>
      {viewer.mustChangePassword ? (
        <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm">
          {t('account.page.mustChange')}
        </p>
      ) : null}
      <section
        id="password"
        aria-labelledby="password-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="password-heading" className="mb-3 text-lg font-semibold">
          {t('account.page.passwordHeading')}
        </h2>
        <ChangePasswordForm required={viewer.mustChangePassword} />
      </section>
      <section
        id="profile"
        aria-labelledby="profile-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="profile-heading" className="text-lg font-semibold">
          {t('account.page.profileHeading')}
        </h2>
        <div className="mt-3">
          <StaffNamesForm
            action={setMyNamesAction}
            name={viewer.name}
            nameAr={viewer.nameAr}
            idPrefix="my"
            success={t('account.page.namesSaved')}
          />
        </div>
        <dl className="mt-5 grid grid-cols-[8rem_1fr] gap-2 text-sm">
          <dt className="text-slate-600">{t('common.fields.email')}</dt>
          <dd>
            <bdi>{viewer.email}</bdi>
          </dd>
          <dt className="text-slate-600">{t('common.fields.role')}</dt>
          <dd>{t(`shell.roles.${viewer.role}`)}</dd>
        </dl>
      </section>
      <section
        id="language"
        aria-labelledby="language-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="language-heading" className="mb-3 text-lg font-semibold">
          {t('common.fields.language')}
        </h2>
        <LanguageForm />
      </section>
      <section
        id="availability"
        aria-labelledby="availability-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="availability-heading" className="mb-3 text-lg font-semibold">
          {t('account.page.availabilityHeading')}
        </h2>
        <AvailabilityForm away={viewer.away} />
      </section>
      <section
        id="notifications"
        aria-labelledby="notifications-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="notifications-heading" className="mb-3 text-lg font-semibold">
          {t('account.push.heading')}
        </h2>
        <PushSettings
          publicKey={push.publicKey}
          devices={push.devices.map((device) => ({
            id: device.id,
            device: device.device,
            endpoint: device.endpoint,
            added: formatCairo(device.createdAt, locale),
            lastPush: device.lastSuccessAt ? formatCairo(device.lastSuccessAt, locale) : null,
          }))}
          enabled={push.settings.enabled}
          quietHours={push.settings.quietHours}
          hours={`${leadSettings.opensAt}–${leadSettings.closesAt}`}
        />
      </section>
      <section
        id="two-factor"
        aria-labelledby="two-factor-heading"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="two-factor-heading" className="mb-3 text-lg font-semibold">
          {t('account.page.twoFactorHeading')}
        </h2>
        <TwoFactorSettings
          enabled={viewer.twoFactorEnabled}
          required={requiresTwoFactor(viewer.role)}
        />
      </section>
    </div>
  )
}
