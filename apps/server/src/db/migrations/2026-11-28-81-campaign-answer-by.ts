import { type Kysely, sql } from 'kysely';

/**
 * Issue 25 item 2: members who have not answered are reminded 7 days and 1 day before the date the cooperative asks
 * answers by, which staff set when they create the campaign; none: no reminders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table confirmation_campaigns add column answer_by date`.execute(db);
  await sql`comment on column confirmation_campaigns.answer_by is 'The date members are asked to answer by; they are reminded 7 days and 1 day before. Null: no reminders.'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table confirmation_campaigns drop column answer_by`.execute(db);
}
