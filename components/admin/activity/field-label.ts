import { humanize } from '@/lib/admin/humanize'

/** Names that read better than the field's own, where staff know the field by its label. */
const FIELD_LABELS: Record<string, string> = {
  dealValue: 'Deal value (EGP)',
  responseTargetMinutes: 'Response target (minutes)',
  escalateAfterMinutes: 'Remind the admins after (more minutes)',
  opensAt: 'Working hours start',
  closesAt: 'Working hours end',
  businessDays: 'Working days',
  digestAt: 'Morning digest at',
  leadRecipients: 'Lead notification recipients',
  analyticsContainerId: 'Google Tag Manager container ID',
  whatsappNumber: 'WhatsApp number',
  email: 'E-mail',
  en: 'English',
  ar: 'Arabic',
  social: 'Social links',
  linkedin: 'LinkedIn',
}

/** "footerText.en" → "Footer text › English": a changed field as the log shows it. */
export function fieldLabel(path: string): string {
  if (FIELD_LABELS[path]) return FIELD_LABELS[path]
  return path
    .split('.')
    .map((part) => FIELD_LABELS[part] ?? humanize(part))
    .join(' › ')
}
