import { Kysely, type PostgresPool, type PostgresPoolClient, PostgresDialect, sql } from 'kysely';
import type pg from 'pg';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { ImportRejected } from './import-rejected';

/**
 * Runs `work` in one transaction on PostgreSQL. The transaction holds one pool connection of its own, handed to
 * `work` too, so rows can be streamed in with COPY on the very connection whose transaction they belong to; the
 * statement timeout that bounds requests is lifted for it (a million-row merge takes longer than a request may).
 * The other requests have the rest of the pool meanwhile. (PGlite's one connection: embedded-import.ts.)
 */
export async function inImportTransaction<T>(pool: pg.Pool, work: (trx: Db, client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  const onOneConnection: PostgresPool = {
    connect: async () => ({ query: client.query.bind(client), release: () => undefined }) as unknown as PostgresPoolClient,
    end: async () => undefined,
    options: pool.options,
  };
  const single = new Kysely<Database>({ dialect: new PostgresDialect({ pool: onOneConnection }) });
  try {
    const result = await single.transaction().execute(async (trx) => {
      await sql`set local statement_timeout = 0`.execute(trx);
      return work(trx, client);
    });
    client.release();
    return result;
  } catch (error) {
    // after a failure of our own the connection is sound; after any other (a COPY cut short) it is not reused
    client.release(error instanceof ImportRejected ? undefined : (error as Error));
    throw error;
  }
}
