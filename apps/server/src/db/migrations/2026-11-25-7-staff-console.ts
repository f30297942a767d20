import type { Kysely } from 'kysely';
import { makeAppendOnly } from '../append-only';
import { runScript } from '../run-script';

/**
 * The staff console (issue 13): staff accounts with a TOTP second factor and one-use recovery codes, the audit log
 * (append-only: a trigger refuses every update, delete and truncate, whatever role the application connects as), and
 * on sessions what an impersonation needs: who opened it, why, and the time it may not slide past.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table staff_users (
      username text primary key check (username ~ '^[a-z0-9._-]{3,32}$'),
      display_name text not null,
      role text not null check (role in ('admin', 'editor', 'support')),
      password_hash text not null,
      password_changed_at timestamptz not null,
      totp_secret text,
      totp_enrolled_at timestamptz,
      disabled_at timestamptz,
      created_at timestamptz not null
    );

    create table staff_recovery_codes (
      username text not null references staff_users (username) on delete cascade,
      code_hash text not null,
      used_at timestamptz,
      primary key (username, code_hash)
    );

    create table audit_log (
      id bigint generated always as identity primary key,
      at timestamptz not null,
      actor_kind text not null,
      actor text not null,
      action text not null,
      target text not null default '',
      before jsonb,
      after jsonb,
      ip text not null default '',
      user_agent text not null default ''
    );
    create index audit_log_at_idx on audit_log (at desc, id desc);
    create index audit_log_actor_idx on audit_log (actor, at desc);
  `,
  );
  await makeAppendOnly(db, { fn: 'audit_log_refuse_change', refusal: "'audit_log is append-only'", tables: ['audit_log'], truncate: true });
  await runScript(
    db,
    `
    alter table sessions
      add column impersonator text,
      add column impersonation_reason text,
      add column max_expires_at timestamptz;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    alter table sessions drop column impersonator, drop column impersonation_reason, drop column max_expires_at;
    drop table audit_log;
    drop function audit_log_refuse_change();
    drop table staff_recovery_codes, staff_users;
  `,
  );
}
