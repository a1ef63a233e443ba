import { CalendarCheck, MessageCircle, Phone } from 'lucide-react'

export type ContactBarProps = {
  telHref: string
  whatsappHref: string
  labels: { label: string; call: string; whatsapp: string; book: string }
}

const button =
  'inline-flex min-h-12 flex-1 items-center justify-center gap-1.5 rounded-full px-2 text-sm font-semibold'

/**
 * Phones: the project's sales line, WhatsApp and a viewing request one tap away, fixed at the
 * bottom (md and up keep the round chat button). It steps aside while a form field has focus
 * (CSS only, so it works before hydration) and stays aside while focus is anywhere in a form:
 * a tap from a field onto a button under it would otherwise bring it back under the finger,
 * and the tap would be lost. It stays aside too while a form shows a message (a failed send, a
 * field's error): back over the form, it would cover the message and the button to send again.
 * The page ends with a spacer of its height so it never covers the footer.
 */
export function ContactBar({ telHref, whatsappHref, labels }: ContactBarProps) {
  return (
    <>
      <div aria-hidden className="h-20 md:hidden" />
      <nav
        aria-label={labels.label}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-sand-deep bg-white/95 px-3 py-2.5 backdrop-blur md:hidden [body:has(:is(input,textarea,select):focus)_&]:hidden [body:has(form:focus-within)_&]:hidden [body:has([data-send-failure])_&]:hidden [body:has(form_[role=alert])_&]:hidden"
      >
        <div className="mx-auto flex max-w-md gap-2">
          <a
            href={telHref}
            data-phone-location="contact_bar"
            className={`${button} text-navy ring-1 ring-sand-deep`}
          >
            <Phone aria-hidden className="size-4" />
            {labels.call}
          </a>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            data-whatsapp-location="contact_bar"
            className={`${button} bg-teal text-white`}
          >
            <MessageCircle aria-hidden className="size-4" />
            {labels.whatsapp}
          </a>
          <a href="#lead-form" data-lead-intent="book" className={`${button} bg-navy text-white`}>
            <CalendarCheck aria-hidden className="size-4" />
            {labels.book}
          </a>
        </div>
      </nav>
    </>
  )
}
