import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDir } from './pglite-lock';
import { attachListener, pgliteListener, postgresListener } from './listener';
import { rememberPool } from './postgres-pool';
import { PreparedStatementClient } from './prepared-client';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type DbKind = 'pglite' | 'postgres';

const OID = { int8: 20, numeric: 1700, date: 1082 } as const;
const toNumber = (v: string) => Number(v);
const asIs = (v: string) => v;

/** One set of value parsers for both drivers, so queries return the same shapes on both. */
const parsers: Record<number, (v: string) => unknown> = {
  [OID.int8]: toNumber,
  [OID.numeric]: toNumber,
  [OID.date]: asIs,
};

export interface DatabaseHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

export interface PostgresOptions {
  poolSize?: number;
  /** How long a request may wait for a connection (a new one, or a free one of the pool) before it fails. */
  connectTimeoutMs?: number;
  /** PostgreSQL cancels a statement that runs longer, so a stuck query cannot hold a request; 0 turns it off. */
  statementTimeoutMs?: number;
}

export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<DatabaseHandle> {
  const { poolSize = 10, connectTimeoutMs = 2_000, statementTimeoutMs = 5_000 } = options;
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
    statement_timeout: statementTimeoutMs,
    // a peer that vanished without closing the socket (network loss) is noticed instead of waited on forever
    keepAlive: true,
    Client: PreparedStatementClient,
    types: { getTypeParser: (oid: number, format?: string) => parsers[oid] ?? pg.types.getTypeParser(oid, format as 'text') },
  });
  // an idle connection that dies (server restart, failover) is dropped by the pool and replaced on the next query;
  // without a handler the pool's 'error' event would end the process
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  rememberPool(db, pool);
  const listener = postgresListener(url, connectTimeoutMs);
  attachListener(db, listener.listen);
  return { db, kind: 'postgres', close: () => listener.close().then(() => db.destroy()) };
}

/** `dataDir` undefined keeps the database in memory (tests). */
/** `loadDataDir`: a tarball from PGlite's `dumpDataDir()` to start from instead of an empty cluster. */
export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<DatabaseHandle> {
  if (dataDir) await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const unlock = dataDir ? await lockDataDir(dataDir) : async () => undefined;
  const pglite = await PGlite.create({ dataDir, parsers, loadDataDir }).catch(async (error: unknown) => {
    await unlock();
    throw error;
  });
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
  attachListener(db, pgliteListener(pglite).listen);
  return { db, kind: 'pglite', close: () => db.destroy().then(unlock) };
}

export function openDatabase(
  opts: { databaseUrl: string | undefined; dataDir: string },
  postgres: PostgresOptions = {},
): Promise<DatabaseHandle> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl, postgres) : openPglite(path.join(opts.dataDir, 'pglite'));
}
