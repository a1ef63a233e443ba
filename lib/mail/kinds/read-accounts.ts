import 'server-only'
import { eq, inArray, or, sql } from 'drizzle-orm'
import { db } from '@/lib/db/client'
import { userRoles, users } from '@/lib/db/schema'

export type MailAccount = {
  id: string
  email: string
  locale: string | null
  role: string | null
  deactivated: boolean
}

/**
 * The staff accounts a batch of mails names, by id and by address (any letter case), read
 * when the mails are sent: their language, role and whether they are deactivated.
 */
export async function readAccounts(
  ids: string[],
  addresses: string[],
): Promise<{ byId: Map<string, MailAccount>; byAddress: Map<string, MailAccount> }> {
  const wantedIds = [...new Set(ids.filter(Boolean))]
  const wantedAddresses = [...new Set(addresses.map((a) => a.trim().toLowerCase()))].filter(Boolean)
  const rows =
    wantedIds.length || wantedAddresses.length
      ? await db()
          .select({
            id: users.id,
            email: users.email,
            locale: users.locale,
            role: userRoles.role,
            deactivatedAt: users.deactivatedAt,
          })
          .from(users)
          .leftJoin(userRoles, eq(userRoles.userId, users.id))
          .where(
            or(
              inArray(users.id, wantedIds.concat(['-'])),
              inArray(sql`lower(${users.email})`, wantedAddresses.concat(['-'])),
            ),
          )
      : []
  const accounts = rows.map(({ deactivatedAt, ...row }) => ({
    ...row,
    deactivated: deactivatedAt !== null,
  }))
  return {
    byId: new Map(accounts.map((account) => [account.id, account])),
    byAddress: new Map(accounts.map((account) => [account.email.toLowerCase(), account])),
  }
}
