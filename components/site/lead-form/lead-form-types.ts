import type messages from '@/messages/en.json'

/** The `leadForm` messages in the page's language, passed whole to the client island. */
export type LeadFormLabels = (typeof messages)['leadForm']

/** Fills `{name}` placeholders of a message (the island has no ICU runtime). */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}
