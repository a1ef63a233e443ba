import 'server-only'
import { and, inArray, isNotNull, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { users } from '@/lib/db/schema'
import { lines, mailKind } from '../mail-kind'

type ResetData = { to: string; url: string }

/** The reset link for a staff member who asked for one (queued by lib/auth). */
export const passwordResetMail = mailKind<ResetData>({
  load: async (payloads) => {
    const asked = payloads.map(({ to, url }) =>
      typeof to === 'string' && typeof url === 'string' ? { to, url } : null,
    )
    const addresses = asked.flatMap((data) => (data ? [data.to.toLowerCase()] : []))
    // An account deactivated after the link was queued gets no mail either: it could not sign
    // in with it, and the mail would still say the account exists.
    const deactivated = addresses.length
      ? await db()
          .select({ email: sql<string>`lower(${users.email})` })
          .from(users)
          .where(
            and(inArray(sql`lower(${users.email})`, addresses), isNotNull(users.deactivatedAt)),
          )
      : []
    const gone = new Set(deactivated.map((row) => row.email))
    return asked.map((data) => (data && !gone.has(data.to.toLowerCase()) ? data : null))
  },
  recipients: (data) => data.to,
  // The back office is in English.
  locale: () => 'en',
  subject: {
    en: () => 'Reset your Masar admin password',
    ar: () => 'إعادة تعيين كلمة مرور لوحة تحكم مسار',
  },
  body: {
    en: ({ url }) =>
      lines(
        'Someone asked to reset the password of your Masar admin account.',
        '',
        `Set a new password here (the link works for one hour): ${url}`,
        '',
        'If it was not you, ignore this e-mail; your password stays the same.',
      ),
    ar: ({ url }) =>
      lines(
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك في لوحة تحكم مسار.',
        '',
        `اختر كلمة مرور جديدة من هنا (الرابط صالح لمدة ساعة): ${url}`,
        '',
        'لو لم تطلب ذلك، تجاهل هذه الرسالة وستبقى كلمة المرور كما هي.',
      ),
  },
})
