import { type Kysely, sql } from 'kysely';
import { setComments } from '../comments';

/**
 * Issue 25 item 1 (decision 058): the console's imports run as jobs. The upload keeps the file in the database, in
 * parts, until the job that reads it ends the run; the run keeps its state and how far it has gone, so any process
 * can show its progress, and the row errors a refused file had, so the console can show them after the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table import_runs
      add column state text not null default 'ended' check (state in ('queued', 'running', 'ended')),
      add column phase text check (phase in ('reading', 'checking', 'writing')),
      add column progress_rows bigint not null default 0,
      add column rejected_rows integer not null default 0,
      add column errors jsonb not null default '[]'`.execute(db);
  await sql`
    create table import_files (
      run_id bigint not null references import_runs (id) on delete cascade,
      part integer not null,
      bytes bytea not null,
      primary key (run_id, part)
    )`.execute(db);
  await setComments(db, {
    import_runs: {
      columns: {
        state: 'queued (the file waits for its job), running, or ended (the outcome is final).',
        phase: 'While running: reading and checking each row, checking the whole file, or writing.',
        progress_rows: 'While running: the rows read so far.',
        rejected_rows: 'Rows refused (a row with several bad cells counts once).',
        errors: 'The first 1,000 row errors in file order, JSON: line, column, reason.',
      },
    },
    import_files: { table: 'A file uploaded to the console, in parts of about 1 MB, kept until its import run ends.' },
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table import_files`.execute(db);
  await sql`
    alter table import_runs drop column state, drop column phase, drop column progress_rows, drop column rejected_rows, drop column errors`.execute(db);
}
