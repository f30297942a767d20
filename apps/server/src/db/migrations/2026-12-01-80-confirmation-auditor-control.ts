import { type Kysely, sql } from 'kysely';
import { makeAppendOnly } from '../append-only';
import { runScript } from '../run-script';

/**
 * Issue 27 item 8 (decision 084): the auditor controls the confirmation channel. The auditor's sign-off of a
 * campaign's population and balances (with the SHA-256 of the snapshot signed); the reminder rounds and whom each
 * reached; evidence a member attaches to a disputed line; and the hash chain over a campaign's answers. Sign-offs and
 * the chain are append-only, as the answers they cover are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table confirmation_signoffs (
      id integer generated always as identity primary key,
      campaign_id integer not null references confirmation_campaigns (id) on delete cascade,
      signed_at timestamptz not null,
      staff_username text not null,
      snapshot_sha256 char(64) not null,
      members integer not null,
      lines integer not null
    );
    create index confirmation_signoffs_campaign_idx on confirmation_signoffs (campaign_id, id desc);

    create table confirmation_reminder_rounds (
      id integer generated always as identity primary key,
      campaign_id integer not null references confirmation_campaigns (id) on delete cascade,
      name text not null,
      sent_at timestamptz not null,
      unique (campaign_id, name)
    );
    create table confirmation_reminder_recipients (
      round_id integer not null references confirmation_reminder_rounds (id) on delete cascade,
      membership_no char(7) not null,
      primary key (round_id, membership_no)
    );

    create table confirmation_evidence (
      id integer generated always as identity primary key,
      campaign_id integer not null,
      membership_no char(7) not null,
      line_no integer not null,
      file_name text not null,
      media_type text not null check (media_type in ('image/jpeg', 'application/pdf')),
      original_name text not null,
      size integer not null check (size > 0),
      sha256 char(64) not null,
      uploaded_at timestamptz not null,
      foreign key (campaign_id, membership_no, line_no) references confirmation_disputes (campaign_id, membership_no, line_no)
    );
    create index confirmation_evidence_line_idx on confirmation_evidence (campaign_id, membership_no, line_no);

    create table confirmation_answer_chain (
      campaign_id integer not null references confirmation_campaigns (id),
      seq integer not null check (seq > 0),
      membership_no char(7) not null,
      prev_sha256 char(64) not null,
      sha256 char(64) not null,
      primary key (campaign_id, seq),
      unique (campaign_id, membership_no)
    );
  `,
  );
  await makeAppendOnly(db, {
    fn: 'confirmation_control_refuse_change',
    refusal: "'% is append-only: the auditor''s record is never changed', tg_table_name",
    tables: ['confirmation_signoffs', 'confirmation_answer_chain'],
    truncate: true,
  });
  for (const [table, comment] of [
    ['confirmation_signoffs', "The auditor''s sign-off of a campaign''s population and balances; the campaign opens only while the latest one''s snapshot_sha256 is the balances'' own."],
    ['confirmation_reminder_rounds', "A round of reminders to the members of a campaign who had not answered (the confirmation.reminders job)."],
    ['confirmation_reminder_recipients', "The members a reminder round reached."],
    ['confirmation_evidence', "A file a member attached to a disputed line; it lives under DATA_DIR/confirmation-evidence, served only to its member, staff and the auditor."],
    ['confirmation_answer_chain', "Each answer''s link in its campaign''s hash chain: sha256 covers prev_sha256 (the previous link''s) and the answer''s canonical content."],
  ] as const) {
    await sql.raw(`comment on table ${table} is '${comment}'`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table confirmation_answer_chain;
    drop table confirmation_evidence;
    drop table confirmation_reminder_recipients;
    drop table confirmation_reminder_rounds;
    drop table confirmation_signoffs;
    drop function confirmation_control_refuse_change();
  `,
  );
}
