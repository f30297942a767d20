import { type Kysely, sql } from 'kysely';

/**
 * A version number on each staff-edited page (issue 12: the terms of use). A member's acceptance of the terms is
 * stored with the version read, so a new version can be asked for again; staff raise it when the meaning changes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_pages add column version integer not null default 1 check (version > 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table site_pages drop column version`.execute(db);
}
