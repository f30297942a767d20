import { sql } from 'kysely';
import { type DatabaseHandle, openPostgres } from '../../src/db/database';
import { TcpProxy } from './tcp-proxy';

/**
 * The PostgreSQL test database of `owner` opened a second time through a TCP proxy the test can break, as a database
 * restart would break the connections. Connecting gives up after a second, so an outage shows at once.
 */
export async function openThroughProxy(owner: DatabaseHandle): Promise<{ proxy: TcpProxy; proxied: DatabaseHandle }> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(owner.db);
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  const proxy = await TcpProxy.start(url.hostname, Number(url.port || 5432));
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = `/${rows[0]?.name}`;
  const proxied = await openPostgres(url.toString(), { poolSize: 5, connectTimeoutMs: 1_000 });
  return { proxy, proxied };
}
