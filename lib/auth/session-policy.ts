/**
 * How long a staff session lasts (README: Staff sessions). Sales staff live in the inbox all
 * day on their phones, so, like the field's CRMs, a device they chose to remember keeps them
 * signed in for 30 days from their last use; without it the session ends when the browser
 * closes and at most a day after sign-in. Sign-out, deactivation and a password change end a
 * session at once, and no session outlives its absolute age.
 */
export const SESSION_POLICY = {
  /** A remembered device: signed out after 30 days without use. */
  rememberedIdleSeconds: 30 * 24 * 60 * 60,
  /** A session in use has its 30 days renewed once a day. */
  slideEverySeconds: 24 * 60 * 60,
  /** Without "keep me signed in": a browser-session cookie, ended a day after sign-in. */
  notRememberedSeconds: 24 * 60 * 60,
  /** However busy, a session is ended 90 days after sign-in: the password is asked again. */
  absoluteMs: 90 * 24 * 60 * 60 * 1000,
} as const
