import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import { appRoleEnum } from './enums'

// Tables in the shape better-auth's drizzle adapter expects (user, session, account,
// verification, twoFactor), plural names mapped in lib/auth.
const authTimestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The display name in Arabic (My Account, Staff): what Arabic-speaking customers read. */
    nameAr: text('name_ar'),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * When an admin without two-factor spent the one password-only sign-in they get to set it
     * up (null: not yet). Cleared on promotion to admin and by scripts/reset-admin-two-factor.
     */
    twoFactorGraceUsedAt: timestamp('two_factor_grace_used_at', { withTimezone: true }),
    /** Set for a generated first password: the portal asks for a new one before anything else. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** Set by an admin: no sign-in and no session until reactivated. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** Set by the staff member (My Account): automatic assignment passes them by until cleared. */
    awaySince: timestamp('away_since', { withTimezone: true }),
    /**
     * The admin portal's language for them ('en' | 'ar'), their choice; set from the browser's
     * languages at their first sign-in, so it follows them across devices.
     */
    locale: varchar('locale', { length: 2 }),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email)],
).enableRLS()

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_idx').on(t.userId)],
).enableRLS()

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...authTimestamps,
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
).enableRLS()

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...authTimestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
).enableRLS()

export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    // false until the first code from the authenticator app confirms the enrolment
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // The 30 s step of the last code accepted: a code is good once (lib/auth/totp-replay-guard.ts)
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId)],
).enableRLS()

export const userRoles = pgTable(
  'user_roles',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: appRoleEnum('role').notNull().default('user'),
    ...authTimestamps,
  },
  (t) => [uniqueIndex('user_roles_user_key').on(t.userId)],
).enableRLS()
