import type { Kysely } from 'kysely';
import { makeAppendOnly } from '../append-only';
import { runScript } from '../run-script';

/**
 * Issue 25 items 2, 6 and 8 (decision 053): what happened to members (events), one inbox entry per member and event,
 * one delivery per member, event and outside channel, and each member's choices with every consent kept. Inbox entries
 * and deliveries carry the member's own values (an amount) as JSON beside the event's; the words are made from the
 * event's kind when read, so a fan-out to every member is one INSERT … SELECT.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table member_events (
      id bigint generated always as identity primary key,
      kind text not null,
      key text not null unique,
      params jsonb not null default '{}',
      published_at timestamptz not null
    );
    create table member_inbox (
      id bigint generated always as identity primary key,
      event_id bigint not null references member_events (id) on delete cascade,
      membership_no char(7) not null,
      params jsonb not null default '{}',
      created_at timestamptz not null,
      read_at timestamptz,
      unique (membership_no, event_id)
    );
    create index member_inbox_feed_idx on member_inbox (membership_no, created_at desc, id desc);
    create index member_inbox_unread_idx on member_inbox (membership_no, created_at) where read_at is null;
    create table member_deliveries (
      id bigint generated always as identity primary key,
      inbox_id bigint not null references member_inbox (id) on delete cascade,
      event_id bigint not null,
      membership_no char(7) not null,
      channel text not null check (channel in ('push', 'line', 'email', 'sms')),
      status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'no-address', 'skipped')),
      attempts integer not null default 0,
      next_at timestamptz not null,
      claimed_at timestamptz,
      finished_at timestamptz,
      last_error text,
      created_at timestamptz not null,
      unique (event_id, membership_no, channel)
    );
    create index member_deliveries_event_idx on member_deliveries (event_id, channel, status);
    create index member_deliveries_due_idx on member_deliveries (next_at) where status in ('queued', 'sending');
    create table notification_preferences (
      membership_no char(7) not null,
      kind text not null,
      channel text not null check (channel in ('push', 'line', 'email', 'sms')),
      updated_at timestamptz not null,
      primary key (membership_no, kind, channel)
    );
    create index notification_preferences_kind_idx on notification_preferences (kind, channel);
    create table notification_settings (
      membership_no char(7) primary key,
      quiet_hours boolean not null default true,
      updated_at timestamptz not null
    );
    create table notification_consents (
      id bigint generated always as identity primary key,
      membership_no char(7) not null,
      kind text,
      channel text,
      granted boolean not null,
      version text not null,
      at timestamptz not null,
      ip text not null default '',
      user_agent text not null default ''
    );
    create index notification_consents_member_idx on notification_consents (membership_no, at desc);
  `,
  );
  await makeAppendOnly(db, {
    fn: 'notification_consents_refuse_change',
    refusal: "'notification_consents is append-only'",
    tables: ['notification_consents'],
    truncate: false,
  });
  await runScript(
    db,
    `
    comment on table member_events is 'Something that happened to members (a month billed, a password changed); key makes publishing it again add only the members it missed.';
    comment on column member_events.kind is 'One of the contract''s MEMBER_EVENT_KINDS.';
    comment on column member_events.params is 'Values the words of every member''s entry share (the month).';
    comment on table member_inbox is 'One entry of a member''s inbox per event; the words are made from the event''s kind and both params when read.';
    comment on column member_inbox.params is 'The member''s own values (their amount).';
    comment on table member_deliveries is 'One message of an event to a member on one outside channel; sent at most once (status sent is final).';
    comment on column member_deliveries.status is 'queued, sending (claimed by a delivery job at claimed_at), sent, failed, no-address or skipped (turned off since).';
    comment on column member_deliveries.next_at is 'Not sent before: quiet hours and the backoff of a provider that asked to wait.';
    comment on table notification_preferences is 'An outside channel a member turned on for one kind of event; no row is off.';
    comment on table notification_settings is 'A member''s quiet hours (no push or LINE 21:00-07:00 except security events); no row is the default, on.';
    comment on table notification_consents is 'Each change of a member''s notification choices, with the consent words'' version; rows are only ever added.';
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    drop table notification_consents;
    drop function notification_consents_refuse_change;
    drop table notification_settings;
    drop table notification_preferences;
    drop table member_deliveries;
    drop table member_inbox;
    drop table member_events;
  `,
  );
}
