import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 25 item 3 (decision 054): the VAPID key pair the portal signs its pushes with, made once and shared by every
 * process, and each device a member turned push on for.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table web_push_keys (
      id smallint primary key default 1 check (id = 1),
      public_key text not null,
      private_key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await setComments(db, {
    web_push_keys: {
      table: 'The one VAPID key pair (RFC 8292, P-256) every process signs pushes with; made at the first start.',
      columns: {
        public_key: 'The uncompressed point (65 bytes), base64url: the applicationServerKey browsers subscribe with.',
        private_key: 'The private scalar d (32 bytes), base64url.',
      },
    },
  });
  await sql`
    create table push_subscriptions (
      id bigint generated always as identity primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      endpoint text not null unique,
      p256dh text not null,
      auth text not null,
      device_name text not null,
      created_at timestamptz not null default now(),
      last_success_at timestamptz
    )`.execute(db);
  await sql`create index push_subscriptions_member_idx on push_subscriptions (membership_no)`.execute(db);
  await setComments(db, {
    push_subscriptions: {
      table: 'A browser a member turned push on in: where its push service takes messages and the keys to encrypt them for it (RFC 8291).',
      columns: {
        endpoint: 'The push service address the browser gave; one device, so a member signing in on it takes it over.',
        p256dh: "The browser's P-256 public key (65 bytes), base64url.",
        auth: "The browser's 16-byte authentication secret, base64url.",
        last_success_at: 'When its push service last took a message; null until then.',
      },
    },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table push_subscriptions`.execute(db);
  await sql`drop table web_push_keys`.execute(db);
}
