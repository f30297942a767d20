import { type Kysely, sql } from 'kysely';

/**
 * Member support (issue 13 item 3): an impersonation a support user has asked for, waiting for the console's
 * `GET /admin/impersonate/auth/member` to turn it into a member session (decision 031). At most one per staff user;
 * it lives two minutes and is spent by that call. Named `-91-` so it sorts after `-8-` as text, as migrations run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table pending_impersonations (
      staff_username text primary key references staff_users (username) on delete cascade,
      membership_no char(7) not null references members (membership_no) on delete cascade,
      reason text not null,
      created_at timestamptz not null,
      expires_at timestamptz not null
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table pending_impersonations`.execute(db);
}
