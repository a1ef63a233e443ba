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
  /** Lets monitoring read /api/health's details from outside (Authorization: Bearer …). */
  HEALTH_TOKEN: optionalString.pipe(
    z.string().min(16, 'HEALTH_TOKEN must be at least 16 characters').optional(),
  ),
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
  /** How often late leads are chased and the morning digest looked for (ms). */
  LEAD_CHASE_INTERVAL_MS: z.coerce.number().int().min(500).default(30_000),
  /** How often an open live inbox checks that its session still holds (ms). */
  LIVE_SESSION_CHECK_MS: z.coerce.number().int().min(500).default(60_000),
  /**
   * Live inboxes one account may hold open on an instance (tabs, phone, desk); beyond it, 429.
   * bench/live-inbox.mjs raises it to fan one lead out to 200 streams of one account.
   */
  LIVE_STREAMS_PER_ACCOUNT: z.coerce.number().int().min(1).default(10),
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
  /**
   * Web Push (VAPID, RFC 8292): the key pair that signs pushes, base64url as web-push makes
   * them, and the contact push services may write to (mailto: or https:). Unset: a pair is
   * generated once and kept in the database, so every instance on it signs alike.
   */
  VAPID_PUBLIC_KEY: optionalString,
  VAPID_PRIVATE_KEY: optionalString,
  VAPID_SUBJECT: optionalString.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must start with mailto: or https://')
      .optional(),
  ),
  /**
   * Push endpoint hosts (host or host:port, comma-separated) taken besides the known push
   * services (tests: a loopback push service, which may then be plain http).
   */
  PUSH_ENDPOINT_HOSTS: optionalString,
  /**
   * Media library storage: set S3_BUCKET to keep files in S3-compatible storage (AWS S3, R2,
   * MinIO, Supabase Storage's S3 endpoint); unset, they stay on local disk in $DATA_DIR/media.
   */
  S3_BUCKET: optionalString,
  S3_REGION: z.string().trim().default('us-east-1'),
  S3_ENDPOINT: optionalString.pipe(z.url('S3_ENDPOINT must be a URL').optional()),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  /** Address buckets as endpoint/bucket instead of bucket.endpoint (MinIO, Supabase). */
  S3_FORCE_PATH_STYLE: optionalString.pipe(
    z
      .enum(['true', 'false', '1', '0'], 'S3_FORCE_PATH_STYLE must be true or false')
      .optional()
      .transform((value) => value === 'true' || value === '1'),
  ),
})

export type Env = z.infer<typeof envSchema> & { dataDir: string; siteUrl: string }

/** Keys come in pairs: one without the other is a configuration mistake, said at start. */
function pairedKeyProblems(value: z.infer<typeof envSchema>): string[] {
  const hasId = !!value.S3_ACCESS_KEY_ID
  if (hasId !== !!value.S3_SECRET_ACCESS_KEY)
    return ['  S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither']
  if (!!value.VAPID_PUBLIC_KEY !== !!value.VAPID_PRIVATE_KEY)
    return ['  VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY: set both or neither']
  return []
}

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
  const problems = pairedKeyProblems(value)
  if (problems.length) throw new Error(`Invalid environment:\n${problems.join('\n')}`)
  cached = {
    ...value,
    // memory:// keeps an embedded database in memory (tests); anything else is a folder.
    dataDir: value.DATA_DIR.startsWith('memory://') ? 'memory://' : resolve(value.DATA_DIR),
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, ''),
  }
  return cached
}
