import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './database';

export type Unlisten = () => Promise<void>;
/** LISTEN on a channel of the database; the callback gets each NOTIFY payload. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<Unlisten>;

export interface Listener {
  listen: Listen;
  close(): Promise<void>;
}

// Kysely hides the driver behind `db`; the realtime module finds the listener of the database it was given here.
const listeners = new WeakMap<Db, Listen>();

export function attachListener(db: Db, listen: Listen): void {
  listeners.set(db, listen);
}

export function listenerFor(db: Db): Listen {
  const listen = listeners.get(db);
  if (!listen) throw new Error('this database was not opened by openDatabase: it has no LISTEN connection');
  return listen;
}

/** PGlite runs in this process, so its own listen() delivers every NOTIFY made through it. */
export function pgliteListener(pglite: PGlite): Listener {
  return {
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return () => (pglite.closed ? Promise.resolve() : unlisten());
    },
    close: async () => undefined,
  };
}

/** Reconnect delays: the first try comes soon (a restart is over in seconds), later ones spare a database that is down. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 5_000;

/**
 * PostgreSQL delivers NOTIFY only to sessions that ran LISTEN, and pooled connections are shared, so one dedicated
 * connection per process listens for every subscriber. It opens on the first subscription and reconnects (and
 * listens again) when the connection drops; notifications sent while it is down are lost, as with any LISTEN.
 */
export function postgresListener(connectionString: string, connectTimeoutMs: number): Listener {
  const subscribers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let reconnectDelay = RECONNECT_FIRST_MS;
  let closed = false;

  const dispatch = (message: pg.Notification) => {
    for (const onPayload of subscribers.get(message.channel) ?? []) onPayload(message.payload ?? '');
  };

  const dropped = () => {
    client = undefined;
    connecting = undefined;
    if (closed || subscribers.size === 0 || reconnectTimer) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connection().then(() => (reconnectDelay = RECONNECT_FIRST_MS), dropped);
    }, reconnectDelay);
    reconnectDelay = Math.min(reconnectDelay * 2, RECONNECT_MAX_MS);
  };

  const connection = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString, connectionTimeoutMillis: connectTimeoutMs, keepAlive: true });
      c.on('notification', dispatch);
      // without a listener a dropped connection's 'error' event would end the process; 'end' follows and reconnects
      c.on('error', () => c.end().catch(() => undefined));
      c.on('end', dropped);
      await c.connect();
      for (const channel of subscribers.keys()) await c.query(`listen ${c.escapeIdentifier(channel)}`);
      client = c;
      return c;
    })();
    return connecting;
  };

  return {
    async listen(channel, onPayload) {
      if (closed) throw new Error('listener closed');
      let set = subscribers.get(channel);
      const first = !set;
      if (!set) subscribers.set(channel, (set = new Set()));
      set.add(onPayload);
      const c = await connection();
      // LISTEN is idempotent, so a connection that just listened to every channel in the map may do it again
      if (first) await c.query(`listen ${c.escapeIdentifier(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size > 0 || subscribers.get(channel) !== set) return;
        subscribers.delete(channel);
        await client?.query(`unlisten ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      subscribers.clear();
      const c = client ?? (await connecting?.catch(() => undefined));
      client = undefined;
      await c?.end().catch(() => undefined);
    },
  };
}
