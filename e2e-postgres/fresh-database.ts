import { Client } from 'pg'

export type FreshDatabase = { url: string; drop: () => Promise<void> }

/**
 * A database of its own on the PostgreSQL that DATABASE_URL points at (the one CI gives the
 * database phase), dropped afterwards: these tests start app servers that migrate and seed it.
 */
export async function createFreshDatabase(label: string): Promise<FreshDatabase> {
  const base = process.env.DATABASE_URL
  if (!base) throw new Error('These tests run on PostgreSQL: set DATABASE_URL (see .ci/run).')
  const name = `masar_${label}_${Date.now()}_${process.pid}`
  const admin = new Client({ connectionString: base })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(base)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: base })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** Runs one query on a database and closes the connection. */
export async function query<T extends Record<string, unknown>>(
  url: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}
