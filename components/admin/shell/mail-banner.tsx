import Link from 'next/link'

/**
 * Across the whole admin while no mail server is configured: invitations, resets and lead
 * notifications wait in the outbox, and staff must not believe they went out.
 */
export function MailBanner({ canConfigure }: { canConfigure: boolean }) {
  return (
    // A landmark, not an alert: it is read once found, not announced again on every page.
    <section
      aria-label="Mail delivery"
      className="border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 md:px-6"
    >
      <strong>Mail is not being delivered:</strong> no mail server (SMTP) is configured, so
      invitations, password resets and lead notifications wait in the outbox.{' '}
      {canConfigure ? (
        <Link
          href="/admin/settings#mail"
          className="inline-block py-2 font-medium underline focus-visible:outline-2 focus-visible:outline-teal md:py-0"
        >
          Settings › Mail
        </Link>
      ) : (
        'Tell an admin.'
      )}
    </section>
  )
}
