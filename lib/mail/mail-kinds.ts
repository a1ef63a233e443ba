/** The kinds of mail the outbox knows (outbox_messages.kind). */
export const MAIL_KINDS = {
  leadNotification: 'lead_notification',
  passwordReset: 'password_reset',
  leadAssignment: 'lead_assignment',
  staffInvitation: 'staff_invitation',
  leadReminder: 'lead_reminder',
  leadDigest: 'lead_digest',
} as const

export type MailKindName = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS]
