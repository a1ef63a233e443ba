import type { Metadata } from 'next'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/account/get-admin-translations'
import { ConversionFeeds } from '@/components/admin/settings/conversion-feeds'
import { LeadRoutingForm } from '@/components/admin/settings/lead-routing-form'
import { LeadSettingsForm } from '@/components/admin/settings/lead-settings-form'
import { MailSettings } from '@/components/admin/settings/mail-settings'
import { SiteSettingsForm } from '@/components/admin/settings/site-settings-form'
import { TrackingSuffix } from '@/components/admin/settings/tracking-suffix'
import { listConversionFeeds } from '@/lib/conversion-feeds/list-conversion-feeds'
import { listProjectChoices } from '@/lib/lead-inbox/list-project-choices'
import { canTakeLeads } from '@/lib/lead-inbox/can-take-leads'
import { listStaff } from '@/lib/lead-inbox/list-staff'
import { mailServer } from '@/lib/mail/mail-server'
import { listOutbox } from '@/lib/settings/list-outbox'
import { getLeadRouting } from '@/lib/settings/get-lead-routing'
import { getLeadSettings } from '@/lib/settings/get-lead-settings'
import { readSalesInbox } from '@/lib/settings/read-sales-inbox'
import { readSiteSettings } from '@/lib/settings/read-site-settings'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.settings') }
}

/** Admin only (spec §5 'Admin Access Required' for moderators). */
export default async function SettingsPage() {
  const guard = await guardPage('administration')
  if (!guard.viewer) return guard.denied
  const [site, settings, routing, staff, projects, outbox, feeds, t] = await Promise.all([
    readSiteSettings(),
    getLeadSettings(),
    getLeadRouting({ viewer: guard.viewer }),
    listStaff({ viewer: guard.viewer }),
    listProjectChoices({ viewer: guard.viewer }),
    readSalesInbox().then((salesInbox) => listOutbox({ viewer: guard.viewer, salesInbox })),
    listConversionFeeds({ viewer: guard.viewer }),
    getAdminTranslations(),
  ])
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('common.sections.settings')}</h1>
      <section
        aria-labelledby="settings-company"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-company" className="mb-4 text-lg font-semibold">
          {t('settings.companyHeading')}
        </h2>
        <SiteSettingsForm settings={site} />
      </section>
      <section
        aria-labelledby="settings-leads"
        className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-leads" className="mb-4 text-lg font-semibold">
          {t('common.sections.leads')}
        </h2>
        <LeadSettingsForm settings={settings} />
        <div className="mt-8 border-t border-slate-200 pt-6">
          <LeadRoutingForm
            routing={routing}
            reps={staff.filter(canTakeLeads)}
            projects={projects.filter((project) => !project.deleted)}
          />
        </div>
      </section>
      <section
        id="tracking"
        aria-labelledby="settings-tracking"
        className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-tracking" className="mb-4 text-lg font-semibold">
          {t('settings.tracking.heading')}
        </h2>
        <TrackingSuffix />
      </section>
      <section
        id="conversion-feeds"
        aria-labelledby="settings-feeds"
        className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-feeds" className="mb-4 text-lg font-semibold">
          {t('settings.feeds.heading')}
        </h2>
        <ConversionFeeds feeds={feeds} settings={settings} />
      </section>
      <section
        id="mail"
        aria-labelledby="settings-mail"
        className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <h2 id="settings-mail" className="mb-4 text-lg font-semibold">
          {t('settings.mailHeading')}
        </h2>
        <MailSettings server={mailServer()} outbox={outbox} adminEmail={guard.viewer.email} />
      </section>
    </div>
  )
}
