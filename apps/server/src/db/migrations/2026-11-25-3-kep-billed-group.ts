import { type Kysely, sql } from 'kysely';

/**
 * The group a member was billed under in each month's keeping run (issue 11; domain notes: a published month's
 * report must be reproducible). The reports read it instead of the member's group of today, so a member who moved
 * stays in the month's report of the group that deducted him, and the dashboard can say who moved in or out.
 * Rows from before take the member's group of the day the migration runs: nothing better is known.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kep_headers add column member_group_no text references member_groups (member_group_no)`.execute(db);
  await sql`update kep_headers h set member_group_no = m.member_group_no from members m where m.membership_no = h.membership_no`.execute(db);
  await sql`alter table kep_headers alter column member_group_no set not null`.execute(db);
  await sql`create index kep_headers_group_month_idx on kep_headers (member_group_no, year, month)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table kep_headers drop column member_group_no`.execute(db);
}
