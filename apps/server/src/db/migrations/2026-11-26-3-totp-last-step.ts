import { type Kysely, sql } from 'kysely';

/**
 * Issue 22 (decision 037): the last authenticator time step a staff user logged in with, so one code opens one
 * session; a login takes a step only above it, in one conditional update.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_users add column totp_last_step integer`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table staff_users drop column totp_last_step`.execute(db);
}
