import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

/**
 * Registration and the forgotten password (issue 12): each acceptance of the terms is kept with the version read,
 * the time and the address; a one-time code mailed as a second proof is kept hashed, with its expiry and the tries left.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table member_terms_acceptances (
      id bigint generated always as identity primary key,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      terms_version integer not null,
      accepted_at timestamptz not null,
      ip text not null,
      user_agent text not null
    );
    create index member_terms_acceptances_member_idx on member_terms_acceptances (membership_no);

    create table member_one_time_codes (
      membership_no char(7) not null references members (membership_no) on delete cascade,
      purpose text not null,
      code_hash text not null,
      expires_at timestamptz not null,
      tries_left integer not null,
      primary key (membership_no, purpose)
    );
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table member_one_time_codes, member_terms_acceptances`.execute(db);
}
