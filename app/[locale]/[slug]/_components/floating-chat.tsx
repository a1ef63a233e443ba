import { MessageCircle } from 'lucide-react'

export type FloatingChatProps = { href: string; label: string }

/** The project's chat number as a round button in the page's end corner (phones: ContactBar). */
export function FloatingChat({ href, label }: FloatingChatProps) {
  return (
    <aside aria-label={label}>
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        data-whatsapp-location="floating"
        className="fixed bottom-4 end-4 z-30 hidden md:inline-flex size-14 items-center justify-center rounded-full bg-teal text-white shadow-lg ring-2 ring-white hover:bg-navy"
      >
        <MessageCircle aria-hidden className="size-7" />
      </a>
    </aside>
  )
}
