import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 25 item 4 (decision 055): a member's LINE account, linked through LINE's account-link flow; the single-use
 * nonce that flow carries, kept only as a hash until LINE's webhook spends it; and the webhook events already
 * handled, so LINE's redelivery of one changes nothing twice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table line_links (
      membership_no char(7) primary key references members (membership_no) on delete cascade,
      line_user_id text not null check (line_user_id ~ '^U[0-9a-f]{32}$'),
      linked_at timestamptz not null
    )
  `.execute(db);
  await sql`create index line_links_user_idx on line_links (line_user_id)`.execute(db);
  await sql`
    create table line_link_nonces (
      membership_no char(7) primary key references members (membership_no) on delete cascade,
      nonce_hash text not null unique,
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`
    create table line_webhook_events (
      webhook_event_id text primary key,
      received_at timestamptz not null
    )
  `.execute(db);
  await sql`create index line_webhook_events_received_idx on line_webhook_events (received_at)`.execute(db);
  await setComments(db, {
    line_links: {
      table: 'The LINE account a member linked (decision 055); a LINE account may serve several members of one family.',
      columns: { line_user_id: "LINE's user ID for this channel (U and 32 hex digits), as the accountLink event gave it." },
    },
    line_link_nonces: { table: 'The one account-link nonce a member has open: its SHA-256 (hex) and when it stops being accepted.' },
    line_webhook_events: { table: "Webhook events already handled, by LINE's webhookEventId, kept a week against redelivery." },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table line_webhook_events`.execute(db);
  await sql`drop table line_link_nonces`.execute(db);
  await sql`drop table line_links`.execute(db);
}
