import type { Metadata } from 'next'
import { guardPage } from '@/components/admin/guard/guard-page'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
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
import { readSalesInbox } from '@/lib/settings/read-sales-inbox'
import { readSettings } from '@/lib/settings/read-settings'
import {
  LEAD_ROUTING_KEY,
  LEAD_SETTINGS_KEY,
  SITE_SETTINGS_KEY,
} from '@/lib/settings/saved-settings'

export async function generateMetadata(): Promise<Metadata> {
  const t = await getAdminTranslations()
  return { title: t('common.sections.settings') }
}

/** Admin only (spec §5 'Admin Access Required' for moderators). */
export default async function SettingsPage() {
  const guard = await guardPage('administration')
  if (!guard.viewer) return guard.denied
  // The three saved settings in one read (the page is admin-only: guardPage checked that).
  const [saved, staff, projects, outbox, feeds, t] = await Promise.all([
    readSettings([SITE_SETTINGS_KEY, LEAD_SETTINGS_KEY, LEAD_ROUTING_KEY]),
    listStaff({ viewer: guard.viewer }),
    listProjectChoices({ viewer: guard.viewer }),
    readSalesInbox().then((salesInbox) => listOutbox({ viewer: guard.viewer, salesInbox })),
    listConversionFeeds({ viewer: guard.viewer }),
    getAdminTranslations(),
  ])
  const site = saved[SITE_SETTINGS_KEY]
  const settings = saved[LEAD_SETTINGS_KEY]
  const routing = saved[LEAD_ROUTING_KEY]
  return (
    <div className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('common.sections.settings')}</h1>
      <SettingsSection headingId="settings-company" heading={t('settings.companyHeading')}>
        <SiteSettingsForm settings={site} />
      </SettingsSection>
      <SettingsSection headingId="settings-leads" heading={t('common.sections.leads')}>
        <LeadSettingsForm settings={settings} />
        <div className="mt-8 border-t border-slate-200 pt-6">
          <LeadRoutingForm
            routing={routing}
            reps={staff.filter(canTakeLeads)}
            projects={projects.filter((project) => !project.deleted)}
          />
        </div>
      </SettingsSection>
      <SettingsSection
        id="tracking"
        headingId="settings-tracking"
        heading={t('settings.tracking.heading')}
      >
        <TrackingSuffix />
      </SettingsSection>
      <SettingsSection
        id="conversion-feeds"
        headingId="settings-feeds"
        heading={t('settings.feeds.heading')}
      >
        <ConversionFeeds feeds={feeds} settings={settings} />
      </SettingsSection>
      <SettingsSection id="mail" headingId="settings-mail" heading={t('settings.mailHeading')}>
        <MailSettings server={mailServer()} outbox={outbox} adminEmail={guard.viewer.email} />
      </SettingsSection>
    </div>
  )
}

/** A card of the page, named by its heading; `id`: an address other pages link to (#mail). */
function SettingsSection({
  id,
  headingId,
  heading,
  children,
}: {
  id?: string
  headingId: string
  heading: string
  children: React.ReactNode
}) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="mb-4 text-lg font-semibold">
        {heading}
      </h2>
      {children}
    </section>
  )
}
