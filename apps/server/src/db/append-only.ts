import { type Kysely, sql } from 'kysely';
import { runScript } from './run-script';

export interface AppendOnly {
  /** The trigger function made here, which raises `refusal` (a plpgsql `raise exception` argument list). */
  readonly fn: string;
  readonly refusal: string;
  readonly tables: readonly string[];
  /** Refuse a truncate too (a statement trigger), not only the update or delete of a row. */
  readonly truncate: boolean;
}

/**
 * Makes tables append-only whatever role the application connects as: a trigger refuses every update and delete
 * (the audit log, recorded confirmations, notification consents).
 */
export async function makeAppendOnly(db: Kysely<unknown>, { fn, refusal, tables, truncate }: AppendOnly): Promise<void> {
  // one statement of its own: the function body holds semicolons (kept as the migrations first wrote it, line by line)
  await sql
    .raw(
      [
        `create function ${fn}() returns trigger language plpgsql as $$`,
        '    begin',
        `      raise exception ${refusal};`,
        '    end',
        '    $$',
      ].join('\n'),
    )
    .execute(db);
  const triggers = tables.flatMap((table) => [
    `create trigger ${table}_append_only before update or delete on ${table} for each row execute function ${fn}();`,
    ...(truncate ? [`create trigger ${table}_no_truncate before truncate on ${table} for each statement execute function ${fn}();`] : []),
  ]);
  await runScript(db, triggers.join('\n'));
}
