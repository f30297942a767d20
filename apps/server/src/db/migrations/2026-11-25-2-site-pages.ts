import { type Kysely, sql } from 'kysely';

/**
 * Fixed pages of text staff edit (issue 11: the clerks' guide; later the terms of use), one row per page key.
 * Plain text with blank lines between paragraphs, like content items.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table site_pages (
      key text primary key,
      title text not null,
      body text not null,
      updated_at timestamptz not null default now()
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table site_pages`.execute(db);
}
