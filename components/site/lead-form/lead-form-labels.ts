import 'server-only'
import type { getTranslations } from 'next-intl/server'
import { CONTACT_CHANNELS } from '@/lib/leads/lead-form-schema'
import type messages from '@/messages/en.json'
import type { LeadFormLabels } from './lead-form-types'

type Translate = Awaited<ReturnType<typeof getTranslations<never>>>

/** The lead form's texts for a project page, the ones with arguments formatted here (ICU). */
export function leadFormLabels(
  t: Translate,
  raw: (typeof messages)['leadForm'],
  projectTitle: string,
): LeadFormLabels {
  const thankYou = (channel: string) => t('leadForm.thankYouBody', { channel })
  return {
    ...raw,
    stepOf: {
      1: t('leadForm.stepOf', { current: 1, total: 2 }),
      2: t('leadForm.stepOf', { current: 2, total: 2 }),
    },
    thankYouBody: {
      none: thankYou(''),
      ...(Object.fromEntries(
        CONTACT_CHANNELS.map((channel) => [channel, thankYou(raw.channels[channel])]),
      ) as Record<(typeof CONTACT_CHANNELS)[number], string>),
    },
    chatMessage: t('leadForm.chatMessage', { project: projectTitle }),
  }
}
