import { Mail } from 'lucide-react'
import { getAdminTranslations } from '@/lib/admin-i18n/get-admin-translations'
import { adminTranslator } from '@/lib/admin-catalogue/admin-translator'
import { buttonClass } from '@/components/ui/button'
import {
  greeting,
  internationalDigits,
  mailtoLink,
  staffNameFor,
  telLink,
  whatsappLink,
} from '@/lib/lead-inbox/contact-links'
import { ContactButtons } from './contact-buttons'
import type { LeadDetail } from '@/lib/lead-inbox/read-lead-detail'

type Props = {
  detail: LeadDetail
  /** The staff member's display names; the Arabic one may not be given yet. */
  staffName: { en: string; ar: string | null }
}

/**
 * Call, WhatsApp (a greeting in the lead's language, signed with the staff member's name in
 * that language) and e-mail, one tap each; a call or chat is logged, with what came of it.
 */
export async function LeadQuickActions({ detail, staffName }: Props) {
  const { lead, project } = detail
  if (lead.erasedAt) return null
  const t = await getAdminTranslations()
  const digits = internationalDigits(lead.mobileInternational ?? lead.phone)
  const projectName =
    lead.locale === 'ar' ? (project?.titleAr ?? project?.titleEn) : project?.titleEn
  // Written to the lead: in their language, whatever the portal's.
  const theirs = adminTranslator(lead.locale)
  const text = greeting(theirs, {
    fullName: lead.fullName,
    staffName: staffNameFor(lead.locale, staffName),
    project: projectName ?? null,
  })
  const link = `${buttonClass('outline')} min-h-11`
  return (
    <div className="flex flex-wrap gap-2">
      {digits ? (
        <ContactButtons
          leadId={lead.id}
          tel={telLink(digits)}
          whatsapp={whatsappLink(digits, text)}
        />
      ) : null}
      <a href={mailtoLink(lead.email, theirs, projectName ?? null)} className={link}>
        <Mail className="size-4" aria-hidden /> {t('leads.contact.email')}
      </a>
    </div>
  )
}
