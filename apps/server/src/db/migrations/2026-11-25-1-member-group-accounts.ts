import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

/**
 * Member-group portal accounts (issue 11): one login per group, kept apart from members' accounts. Known devices
 * gain the area, so a browser known for a member does not count as known for a group of the same number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table member_group_accounts (
      member_group_no text primary key references member_groups (member_group_no) on delete cascade,
      password_hash text not null,
      password_changed_at timestamptz not null,
      created_at timestamptz not null default now()
    );

    alter table known_devices rename column membership_no to subject;
    alter table known_devices add column area text not null default 'member';
    alter table known_devices drop constraint known_devices_pkey;
    alter table known_devices add primary key (token_hash, area, subject);
    alter table known_devices alter column area drop default;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from known_devices where area <> 'member'`.execute(db);
  await runScript(
    db,
    `
    alter table known_devices drop constraint known_devices_pkey;
    alter table known_devices drop column area;
    alter table known_devices rename column subject to membership_no;
    alter table known_devices add primary key (token_hash, membership_no);
    drop table member_group_accounts;
  `,
  );
}
