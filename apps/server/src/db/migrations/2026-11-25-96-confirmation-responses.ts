import type { Kysely } from 'kysely';
import { makeAppendOnly } from '../append-only';
import { runScript } from '../run-script';

/**
 * Balance confirmation answers (issue 14, decision 034). A member answers a campaign once: the response and its lines
 * are the exact figures shown, with each line agreed or not, and are append-only (a trigger refuses update, delete
 * and truncate). A disputed line opens a case staff work through; each staff answer is an event of its own. The
 * read-only `auditor` staff role is added here. Named `-96-` so it sorts after `-95-` as text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table staff_users drop constraint staff_users_role_check;
    alter table staff_users add constraint staff_users_role_check check (role in ('admin', 'editor', 'support', 'auditor'));

    alter table confirmation_campaigns
      add column source text not null default 'import' check (source in ('finance', 'import')),
      add column created_by text,
      add column auditor_name text not null default '';

    create table confirmation_responses (
      campaign_id integer not null references confirmation_campaigns (id),
      membership_no char(7) not null references members (membership_no),
      answered_at timestamptz not null,
      member_name text not null,
      letter_code char(12) not null unique,
      fingerprint char(64) not null,
      ip text not null default '',
      user_agent text not null default '',
      primary key (campaign_id, membership_no)
    );
    create table confirmation_answers (
      campaign_id integer not null,
      membership_no char(7) not null,
      line_no integer not null,
      kind text not null check (kind in ('share', 'deposit', 'loan', 'guarantee_given', 'guarantee_received')),
      reference text not null,
      description text not null,
      units numeric(14, 2),
      amount numeric(14, 2) not null,
      agreed boolean not null,
      reason text not null default '',
      claimed_amount numeric(14, 2),
      primary key (campaign_id, membership_no, line_no),
      foreign key (campaign_id, membership_no) references confirmation_responses (campaign_id, membership_no),
      check (agreed or reason <> '')
    );
    create table confirmation_disputes (
      id integer generated always as identity primary key,
      campaign_id integer not null,
      membership_no char(7) not null,
      line_no integer not null,
      status text not null default 'open' check (status in ('open', 'in_review', 'escalated', 'resolved')),
      opened_at timestamptz not null,
      updated_at timestamptz not null,
      unique (campaign_id, membership_no, line_no),
      foreign key (campaign_id, membership_no, line_no) references confirmation_answers (campaign_id, membership_no, line_no)
    );
    create index confirmation_disputes_campaign_idx on confirmation_disputes (campaign_id, status);
    create table confirmation_dispute_events (
      id bigint generated always as identity primary key,
      dispute_id integer not null references confirmation_disputes (id),
      at timestamptz not null,
      staff_username text not null,
      status text not null check (status in ('open', 'in_review', 'escalated', 'resolved')),
      note text not null
    );
    create index confirmation_dispute_events_dispute_idx on confirmation_dispute_events (dispute_id, at);
  `,
  );
  await makeAppendOnly(db, {
    fn: 'confirmation_refuse_change',
    refusal: "'% is append-only: a recorded confirmation is never changed', tg_table_name",
    tables: ['confirmation_responses', 'confirmation_answers'],
    truncate: true,
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table confirmation_dispute_events, confirmation_disputes, confirmation_answers, confirmation_responses;
    drop function confirmation_refuse_change();
    alter table confirmation_campaigns drop column source, drop column created_by, drop column auditor_name;
    alter table staff_users drop constraint staff_users_role_check;
    alter table staff_users add constraint staff_users_role_check check (role in ('admin', 'editor', 'support'));
  `,
  );
}
