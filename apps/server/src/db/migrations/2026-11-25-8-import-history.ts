import { type Kysely, sql } from 'kysely';
import { runScript } from '../run-script';

/**
 * Imports from the core banking system (issue 15): one row per file offered, whether it was written or refused, so
 * staff can say which file (by name and SHA-256) put the figures a member sees in the portal, and who ran it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    create table import_runs (
      id bigint generated always as identity primary key,
      started_at timestamptz not null,
      finished_at timestamptz not null,
      actor_kind text not null,
      actor text not null,
      dataset text not null,
      file_name text not null,
      file_sha256 char(64) not null,
      file_bytes bigint not null,
      rows_read integer not null,
      inserted integer not null,
      updated integer not null,
      unchanged integer not null,
      deleted integer not null,
      outcome text not null check (outcome in ('imported', 'rejected', 'failed')),
      error_count integer not null
    );
    create index import_runs_started_idx on import_runs (started_at desc, id desc);
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_runs`.execute(db);
}
