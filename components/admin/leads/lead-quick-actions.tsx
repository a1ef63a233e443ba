import { Mail } from 'lucide-react'
import { buttonClass } from '@/components/ui/button'
import {
  greeting,
  internationalDigits,
  mailtoLink,
  telLink,
  whatsappLink,
} from '@/lib/lead-inbox/contact-links'
import { ContactButtons } from './contact-buttons'
import type { LeadDetail } from '@/lib/lead-inbox/get-lead-detail'

/**
 * Call, WhatsApp (a greeting in the lead's language) and e-mail, one tap each; a call or chat
 * is logged, with what came of it.
 */
export function LeadQuickActions({ detail, staffName }: { detail: LeadDetail; staffName: string }) {
  const { lead, project } = detail
  if (lead.erasedAt) return null
  const digits = internationalDigits(lead.mobileInternational ?? lead.phone)
  const projectName = lead.locale === 'ar' ? (project?.titleAr ?? project?.title) : project?.title
  const text = greeting({
    locale: lead.locale,
    fullName: lead.fullName,
    staffName,
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
      <a href={mailtoLink(lead.email, lead.locale, projectName ?? null)} className={link}>
        <Mail className="size-4" aria-hidden /> Email
      </a>
    </div>
  )
}
