import { resolve } from 'node:path'
import { z } from 'zod'

const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined))

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * A session-mode connection for LISTEN (content changes between instances), where
   * DATABASE_URL goes through a transaction-mode pooler that cannot keep one. Default: DATABASE_URL.
   */
  DATABASE_LISTEN_URL: optionalString.pipe(
    z
      .string()
      .regex(
        /^postgres(ql)?:\/\//,
        'DATABASE_LISTEN_URL must start with postgres:// or postgresql://',
      )
      .optional(),
  ),
  DATA_DIR: z.string().trim().default('.data'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: optionalString.pipe(z.url().optional()),
  BETTER_AUTH_SECRET: optionalString,
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().default('Masar <no-reply@masar.example>'),
  LEADS_NOTIFY_TO: z.string().trim().default('sales@masar.example'),
  /** Lead submissions allowed per client address and form step in 10 minutes. */
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /** Sign-in attempts allowed per client address and account in 15 minutes. */
  SIGN_IN_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /**
   * The proxies in front of the server whose X-Forwarded-For / -Host / -Proto are believed: a
   * hop count ("1") or comma-separated addresses and CIDR ranges ("10.0.0.0/8, ::1"). Unset:
   * none, the client is the socket's peer. Read by scripts/server (plain Node) too.
   */
  TRUSTED_PROXIES: optionalString,
  /**
   * Hosts (comma-separated) that social card images may be fetched from besides the site's own
   * files, e.g. "cdn.example.com, images.example.org". Private addresses are refused anyway.
   */
  OG_IMAGE_HOSTS: optionalString,
})

export type Env = z.infer<typeof envSchema> & { dataDir: string; siteUrl: string }

let cached: Env | undefined

/** The environment, validated once; throws a readable message listing every bad variable. */
export function env(): Env {
  if (cached) return cached
  const parsed = envSchema.safeParse(process.env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  const value = parsed.data
  cached = {
    ...value,
    // memory:// keeps an embedded database in memory (tests); anything else is a folder.
    dataDir: value.DATA_DIR.startsWith('memory://') ? 'memory://' : resolve(value.DATA_DIR),
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  }
  return cached
}
