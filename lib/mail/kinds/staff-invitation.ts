import { lines, mailKind } from '../mail-kind'

type InvitationData = { to: string; name: string; role: string; invitedBy: string; url: string }

const text = (value: unknown) => (typeof value === 'string' ? value : null)

/** An admin's invitation to the back office: the link sets the new staff member's password. */
export const staffInvitationMail = mailKind<InvitationData>({
  load: async (payloads) =>
    payloads.map((payload) => {
      const [to, name, role, invitedBy, url] = ['to', 'name', 'role', 'invitedBy', 'url'].map(
        (key) => text(payload[key]),
      )
      return to && name && role && invitedBy && url ? { to, name, role, invitedBy, url } : null
    }),
  recipients: (data) => data.to,
  // The back office is in English.
  locale: () => 'en',
  subject: {
    en: () => 'You are invited to the Masar admin portal',
    ar: () => 'دعوة إلى لوحة تحكم مسار',
  },
  body: {
    en: ({ name, role, invitedBy, url }) =>
      lines(
        `Hello ${name},`,
        '',
        `${invitedBy} invited you to the Masar admin portal as ${role}.`,
        '',
        `Choose your password here (the link works for 72 hours): ${url}`,
        '',
        'If you were not expecting this, ignore this e-mail.',
      ),
    ar: ({ name, role, invitedBy, url }) =>
      lines(
        `مرحبًا ${name}،`,
        '',
        `دعاك ${invitedBy} إلى لوحة تحكم مسار بصلاحية ${role}.`,
        '',
        `اختر كلمة المرور من هنا (الرابط صالح لمدة 72 ساعة): ${url}`,
        '',
        'لو لم تكن تنتظر هذه الدعوة، تجاهل هذه الرسالة.',
      ),
  },
})
