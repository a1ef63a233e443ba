import type { Metadata, Viewport } from 'next'
import { NextIntlClientProvider } from 'next-intl'
import { Toaster } from 'sonner'
import { getAdminLocale } from '@/lib/admin-i18n/get-admin-locale'
import { adminClientMessages, adminMessages } from '@/lib/admin-catalogue/admin-messages'
import { BUSINESS_TIME_ZONE } from '@/lib/i18n/business-time'
import { directionOf } from '@/lib/i18n/locales'
import '../globals.css'

export async function generateMetadata(): Promise<Metadata> {
  const locale = await getAdminLocale()
  const { portal, app } = adminMessages(locale).admin.shell
  return {
    title: { default: portal, template: `%s · ${portal}` },
    robots: { index: false, follow: false },
    // Installable as an app (the manifest in the portal's language) that opens on one's leads.
    manifest: `/api/admin-manifest?lang=${locale}`,
    appleWebApp: { capable: true, title: app.shortName, statusBarStyle: 'default' },
    icons: { apple: '/admin/icons/apple-touch-icon.png' },
  }
}

/** The installed app's title bar, as the manifest's theme colour (the mark's navy). */
export const viewport: Viewport = { themeColor: '#14304a' }

/**
 * The back office in the staff member's language (My Account; the browser's before they
 * choose), with the admin catalogue only (less its mail texts). Content fields set their own
 * direction.
 */
export default async function AdminRootLayout({ children }: { children: React.ReactNode }) {
  const locale = await getAdminLocale()
  const dir = directionOf(locale)
  const { shell, common } = adminMessages(locale).admin
  return (
    <html lang={locale} dir={dir}>
      <body className="min-h-dvh bg-slate-50 font-sans text-ink">
        <NextIntlClientProvider
          locale={locale}
          messages={adminClientMessages(locale)}
          timeZone={BUSINESS_TIME_ZONE}
        >
          {children}
          <Toaster
            richColors
            closeButton
            position={dir === 'rtl' ? 'top-left' : 'top-right'}
            dir={dir}
            // sonner's own names are English ("Notifications alt+T", "Close toast").
            customAriaLabel={shell.notifications}
            toastOptions={{ closeButtonAriaLabel: common.close }}
          />
        </NextIntlClientProvider>
      </body>
    </html>
  )
}
