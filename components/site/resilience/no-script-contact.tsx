import type { ContactWays, SendFailureLabels } from './send-failure'

/** Without JavaScript a form cannot send: the place it would be offers WhatsApp and a call. */
export function NoScriptContact({
  labels,
  contact,
}: {
  labels: SendFailureLabels
  contact: ContactWays
}) {
  const link = 'inline-flex min-h-11 items-center font-semibold text-teal underline'
  return (
    <noscript>
      <p className="mt-6 rounded-2xl bg-white p-6 text-navy ring-1 ring-sand-deep">
        {labels.noscript}{' '}
        <a href={contact.whatsappHref} className={link}>
          {labels.whatsapp}
        </a>
        {' · '}
        <a href={contact.telHref} className={link}>
          {labels.call}
        </a>
      </p>
    </noscript>
  )
}
