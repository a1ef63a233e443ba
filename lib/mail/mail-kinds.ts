/** The kinds of mail the outbox knows (outbox_messages.kind). */
export const MAIL_KINDS = {
  leadNotification: 'lead_notification',
  passwordReset: 'password_reset',
  leadAssignment: 'lead_assignment',
  staffInvitation: 'staff_invitation',
  leadReminder: 'lead_reminder',
  leadDigest: 'lead_digest',
  testMail: 'test_mail',
} as const

export type MailKindName = (typeof MAIL_KINDS)[keyof typeof MAIL_KINDS]

/** How the outbox (Settings › Mail) names each kind. */
export const MAIL_KIND_LABELS: Record<MailKindName, string> = {
  lead_notification: 'Lead notification',
  password_reset: 'Password reset',
  lead_assignment: 'Lead assignment',
  staff_invitation: 'Staff invitation',
  lead_reminder: 'Lead reminder',
  lead_digest: 'Lead digest',
  test_mail: 'Test mail',
}
