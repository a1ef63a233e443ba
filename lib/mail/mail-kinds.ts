/** The kinds of mail the outbox knows (outbox_messages.kind). */
export const MAIL_KINDS = {
  leadNotification: 'lead_notification',
  passwordReset: 'password_reset',
  leadAssignment: 'lead_assignment',
  leadHandedOver: 'lead_handed_over',
  staffInvitation: 'staff_invitation',
  leadReminder: 'lead_reminder',
  leadDigest: 'lead_digest',
  testMail: 'test_mail',
} as const

export type MailKindName = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS]

/** Whether an outbox row's kind is one of ours (Settings › Mail names those from the catalogue). */
export const isMailKindName = (kind: string): kind is MailKindName =>
  (Object.values(MAIL_KINDS) as string[]).includes(kind)
