import { type DesktopNotification, DesktopNotification as DesktopNotificationSchema } from '@coop/contract';
import { sql } from 'kysely';
import { Value } from 'typebox/value';
import type { Db } from '../db/database';
import { listenerFor, type Unlisten } from '../db/listener';

/** The PostgreSQL channel every server process listens on; NOTIFY reaches all of them. */
export const DESKTOP_NOTIFY_CHANNEL = 'coop_desktop_notify';

/**
 * Sends a desktop notification to every visitor connected to any server process. Inside a transaction it goes out
 * on commit, so staff can publish together with the content it announces.
 */
export async function publishDesktopNotification(db: Db, notification: DesktopNotification): Promise<void> {
  if (!Value.Check(DesktopNotificationSchema, notification)) throw new Error('not a desktop notification');
  const { title, body, url } = notification;
  await sql`select pg_notify(${DESKTOP_NOTIFY_CHANNEL}, ${JSON.stringify({ title, body, url })})`.execute(db);
}

type Subscriber = (notification: DesktopNotification) => void;

/**
 * The desktop notifications of one app: a single LISTEN on the database, fanned out to its connected visitors.
 * The LISTEN starts with the first visitor, so processes nobody watches hold no extra connection.
 */
export class DesktopNotificationHub {
  private readonly subscribers = new Set<Subscriber>();
  private listening: Promise<Unlisten> | undefined;
  private closed = false;

  constructor(private readonly db: Db) {}

  get size(): number {
    return this.subscribers.size;
  }

  async subscribe(subscriber: Subscriber): Promise<() => void> {
    if (this.closed) throw new Error('notification hub closed');
    this.subscribers.add(subscriber);
    try {
      this.listening ??= listenerFor(this.db)(DESKTOP_NOTIFY_CHANNEL, (payload) => this.deliver(payload));
      await this.listening;
    } catch (error) {
      this.subscribers.delete(subscriber);
      this.listening = undefined;
      throw error;
    }
    return () => this.subscribers.delete(subscriber);
  }

  private deliver(payload: string): void {
    let notification: unknown;
    try {
      notification = JSON.parse(payload);
    } catch {
      return;
    }
    // anyone with database access can NOTIFY; pass on only what the contract allows
    if (!Value.Check(DesktopNotificationSchema, notification)) return;
    for (const subscriber of this.subscribers) subscriber(notification);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    const unlisten = await this.listening?.catch(() => undefined);
    this.listening = undefined;
    await unlisten?.();
  }
}
