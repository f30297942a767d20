import { type Kysely, sql } from 'kysely';

/**
 * Site administration (issue 13 item 2, decision 032): staff moderate the web board. A hidden topic or answer leaves
 * the public board but stays for staff (and can be shown again); a pinned topic is listed first; a closed topic takes
 * no new answers. Named `-92-` so it sorts after `-91-` as text, as migrations run.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table board_topics
      add column hidden boolean not null default false,
      add column pinned boolean not null default false,
      add column closed boolean not null default false
  `.execute(db);
  await sql`alter table board_answers add column hidden boolean not null default false`.execute(db);
  await sql`create index board_topics_public_idx on board_topics (pinned desc, id desc) where not hidden`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index board_topics_public_idx`.execute(db);
  await sql`alter table board_answers drop column hidden`.execute(db);
  await sql`alter table board_topics drop column hidden, drop column pinned, drop column closed`.execute(db);
}
