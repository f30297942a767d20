import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

/**
 * Balance confirmation (issue 14, the balances imported under issue 15): a campaign per year, its balances as of its
 * balance date, and each member's lines as the auditor's letter lists them (shares in units and baht, each deposit
 * account, each loan by contract, guarantees given and received). Issue 14 adds responses, disputes and letters in
 * tables of its own. Named `-94-` so it sorts after `-92-` as text, as migrations run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table confirmation_campaigns (
      id integer generated always as identity primary key,
      year integer not null unique,
      balance_date date not null,
      status text not null default 'draft' check (status in ('draft', 'open', 'closed')),
      created_at timestamptz not null default now(),
      opened_at timestamptz,
      closed_at timestamptz
    );
    create table confirmation_balances (
      campaign_id integer not null references confirmation_campaigns (id) on delete cascade,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      line_no integer not null,
      kind text not null check (kind in ('share', 'deposit', 'loan', 'guarantee_given', 'guarantee_received')),
      reference text not null default '',
      description text not null default '',
      units numeric(14, 2),
      amount numeric(14, 2) not null,
      primary key (campaign_id, membership_no, line_no),
      check (units is null or kind = 'share')
    );
    create index confirmation_balances_member_idx on confirmation_balances (membership_no, campaign_id);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table confirmation_balances`.execute(db);
  await sql`drop table confirmation_campaigns`.execute(db);
}
