import { DEFAULT_PRIVACY_NOTICE } from './default-privacy-notice'
import { DEFAULT_FOUNDED_YEAR, type SiteSettings } from './site-settings-schema'

/** Before an admin saves Settings › Company: the launch details (spec: footer defaults). */
export function defaultSiteSettings(salesInbox: string): SiteSettings {
  return {
    phone: '+20227350100',
    email: 'hello@masar.example',
    whatsappNumber: '+201000350100',
    foundedYear: DEFAULT_FOUNDED_YEAR,
    social: {
      facebook: 'https://www.facebook.com/masar.advisory',
      instagram: 'https://www.instagram.com/masar.advisory',
      linkedin: 'https://www.linkedin.com/company/masar-advisory',
    },
    footerText: { en: null, ar: null },
    privacyNotice: DEFAULT_PRIVACY_NOTICE,
    analyticsContainerId: null,
    leadRecipients: salesInbox
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map((address) => address.toLowerCase()),
  }
}
