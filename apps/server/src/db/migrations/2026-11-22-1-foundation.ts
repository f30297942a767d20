import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table site_config (
      key text primary key,
      value jsonb not null
    );

    create table member_groups (
      member_group_no text primary key,
      name text not null,
      parent_no text references member_groups (member_group_no)
    );

    create table members (
      membership_no char(7) primary key,
      prename text not null,
      first_name text not null,
      last_name text not null,
      member_group_no text not null references member_groups (member_group_no),
      member_status text not null,
      birth_date date,
      member_date date,
      sex char(1) not null,
      position text not null default '',
      salary numeric(14, 2) not null default 0,
      address text not null default '',
      phone text not null default '',
      email text not null default '',
      national_id char(13) not null
    );
    create index members_group_idx on members (member_group_no);

    create table member_accounts (
      membership_no char(7) primary key references members (membership_no) on delete cascade,
      password_hash text not null,
      password_changed_at timestamptz not null,
      created_at timestamptz not null default now()
    );

    create table sessions (
      token_hash text primary key,
      kind text not null,
      subject text not null,
      remember boolean not null,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      ip text not null,
      user_agent text not null
    );
    create index sessions_subject_idx on sessions (kind, subject);
    create index sessions_expires_idx on sessions (expires_at);

    create table login_throttle (
      scope text not null,
      key text not null,
      failures integer not null,
      window_started_at timestamptz not null,
      locked_until timestamptz,
      primary key (scope, key)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table login_throttle, sessions, member_accounts, members, member_groups, site_config`.execute(db);
}
