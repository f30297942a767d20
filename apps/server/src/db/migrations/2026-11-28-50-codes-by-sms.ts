import { type Kysely, sql } from 'kysely';

/** Decision 056: a one-time code may now be texted as well as mailed; the table says so. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`comment on table member_one_time_codes is ${sql.lit(
    'A one-time code texted (5 minutes) or mailed (10 minutes) as a second proof of identity; only its hash is kept.',
  )}`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`comment on table member_one_time_codes is ${sql.lit('A one-time code mailed as a second proof of identity; only its hash is kept.')}`.execute(db);
}
