import { lines, mailKind } from '../mail-kind'

type TestData = { to: string; requestedBy: string }

/** Settings › Mail's test: proves the mail server takes the site's mail. */
export const testMail = mailKind<TestData>({
  load: async (payloads) =>
    payloads.map(({ to, requestedBy }) =>
      typeof to === 'string' && typeof requestedBy === 'string' ? { to, requestedBy } : null,
    ),
  recipients: (data) => data.to,
  // The back office is in English.
  locale: () => 'en',
  subject: {
    en: () => 'Masar test mail',
    ar: () => 'رسالة اختبار من مسار',
  },
  body: {
    en: ({ requestedBy }) =>
      lines(
        `${requestedBy} sent this test from Settings › Mail in the Masar admin portal.`,
        '',
        'It arrived, so the site can send mail: invitations, password resets and lead notifications.',
      ),
    ar: ({ requestedBy }) =>
      lines(
        `أرسل ${requestedBy} هذه الرسالة للاختبار من الإعدادات › البريد في لوحة تحكم مسار.`,
        '',
        'وصلت الرسالة، إذن يستطيع الموقع إرسال البريد.',
      ),
  },
})
