import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { Dataset, ParentRow } from './dataset';
import { STAGING } from './staging-table';

export interface MergeCounts {
  inserted: number;
  updated: number;
  unchanged: number;
  deleted: number;
}

const INCOMING = 'import_incoming';
const SCOPES = 'import_scopes';

const list = (alias: string, columns: readonly string[]) => columns.map((c) => `${alias}.${c}`).join(', ');
const on = (a: string, b: string, columns: readonly string[]) => columns.map((c) => `${a}.${c} = ${b}.${c}`).join(' and ');
const same = (a: string, b: string, columns: readonly string[]) => `(${list(a, columns)}) is not distinct from (${list(b, columns)})`;

async function run(trx: Db, text: string): Promise<number> {
  const result = await sql.raw(text).execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

async function first<T>(trx: Db, text: string): Promise<T> {
  const result = await sql.raw<T>(text).execute(trx);
  return result.rows[0] as T;
}

/**
 * Rows matched by key: counted as new, changed or the same before anything is written, then written with one upsert
 * that leaves identical rows untouched (a second import of a file writes nothing). `scope`: the table's rows of the
 * scopes the incoming rows name but whose keys they do not hold are deleted first.
 */
async function mergeByKey(trx: Db, table: string, source: string, columns: readonly string[], key: readonly string[], scope?: { columns: readonly string[]; from?: string }): Promise<MergeCounts> {
  const counts = await first<Omit<MergeCounts, 'deleted'>>(trx, `
    select count(*) filter (where t.${key[0]} is null)::integer as inserted,
           count(*) filter (where t.${key[0]} is not null and not ${same('s', 't', columns)})::integer as updated,
           count(*) filter (where t.${key[0]} is not null and ${same('s', 't', columns)})::integer as unchanged
    from ${source} s left join ${table} t on ${on('t', 's', key)}`);
  let deleted = 0;
  if (scope) {
    const inScope = scope.from
      ? `exists (select 1 from ${scope.from} c where ${on('c', 't', scope.columns)} and t.seq > c.base)`
      : `exists (select 1 from ${source} c where ${on('c', 't', scope.columns)})`;
    deleted = await run(trx, `delete from ${table} t where ${inScope} and not exists (select 1 from ${source} s where ${on('s', 't', key)})`);
  }
  const rest = columns.filter((c) => !key.includes(c));
  const update = rest.length
    ? `do update set ${rest.map((c) => `${c} = excluded.${c}`).join(', ')} where (${list(table, rest)}) is distinct from (${list('excluded', rest)})`
    : 'do nothing';
  await run(trx, `insert into ${table} (${columns.join(', ')}) select ${columns.join(', ')} from ${source} order by line on conflict (${key.join(', ')}) ${update}`);
  return { ...counts, deleted };
}

/** Tables without a natural key: a scope is rewritten only when its rows, as a multiset, differ from the file's. */
async function mergeByScope(trx: Db, table: string, columns: readonly string[], scope: readonly string[]): Promise<MergeCounts> {
  const named = `exists (select 1 from ${STAGING} n where ${on('n', 't', scope)})`;
  await run(trx, `create temporary table ${SCOPES} on commit drop as
    select distinct ${scope.join(', ')} from (
      (select ${columns.join(', ')} from ${STAGING} except all select ${list('t', columns)} from ${table} t where ${named})
      union all
      (select ${list('t', columns)} from ${table} t where ${named} except all select ${columns.join(', ')} from ${STAGING})
    ) d`);
  const changed = (alias: string) => `exists (select 1 from ${SCOPES} c where ${on('c', alias, scope)})`;
  const counts = await first<{ inserted: number; unchanged: number }>(trx, `
    select count(*) filter (where ${changed('s')})::integer as inserted, count(*) filter (where not ${changed('s')})::integer as unchanged
    from ${STAGING} s`);
  const deleted = await run(trx, `delete from ${table} t where ${changed('t')}`);
  await run(trx, `insert into ${table} (${columns.join(', ')}) select ${columns.join(', ')} from ${STAGING} s where ${changed('s')} order by line`);
  return { inserted: counts.inserted, updated: 0, unchanged: counts.unchanged, deleted };
}

/**
 * Statement lines: each account (scope) keeps its lines dated before the file's first date for it, and the file's
 * lines follow them, numbered on in date order (file order within a day), so `seq` stays gap-free (decision 006).
 */
async function mergeStatement(trx: Db, table: string, columns: readonly string[], scope: string, date: string): Promise<MergeCounts> {
  await run(trx, `create temporary table ${SCOPES} on commit drop as
    select g.${scope}, g.from_date,
      coalesce((select max(t.seq) from ${table} t where t.${scope} = g.${scope} and t.${date} < g.from_date), 0) as base
    from (select ${scope}, min(${date}) as from_date from ${STAGING} group by ${scope}) g`);
  await run(trx, `create temporary table ${INCOMING} on commit drop as
    select (c.base + row_number() over (partition by s.${scope} order by s.${date}, s.line))::integer as seq, s.line, ${list('s', columns)}
    from ${STAGING} s join ${SCOPES} c on c.${scope} = s.${scope}`);
  await run(trx, `analyze ${INCOMING}`);
  return mergeByKey(trx, table, INCOMING, ['seq', ...columns], [scope, 'seq'], { columns: [scope], from: SCOPES });
}

/**
 * Rows under a parent (a campaign): the parent rows the file names are made when missing (an existing one is left as
 * it is; the dataset's rules refuse a file that disagrees with it), then the rows are merged by key with the parent's
 * id in place of its columns, each (parent, scope) getting exactly the file's rows.
 */
async function mergeUnderParent(trx: Db, dataset: Dataset, parent: ParentRow, scope: readonly string[]): Promise<MergeCounts> {
  const own = dataset.columns.map((c) => c.name).filter((c) => !parent.columns.includes(c));
  const parentColumns = parent.columns.join(', ');
  await run(trx, `insert into ${parent.table} (${parentColumns}) select distinct ${parentColumns} from ${STAGING} order by ${parentColumns} on conflict (${parent.key}) do nothing`);
  await run(trx, `create temporary table ${INCOMING} on commit drop as
    select p.id as ${parent.id}, s.line, ${list('s', own)} from ${STAGING} s join ${parent.table} p on p.${parent.key} = s.${parent.key}`);
  await run(trx, `analyze ${INCOMING}`);
  const key = [parent.id, ...(dataset.key ?? []).filter((c) => !parent.columns.includes(c))];
  return mergeByKey(trx, dataset.table, INCOMING, [parent.id, ...own], key, { columns: [parent.id, ...scope] });
}

/** Writes the staged rows into the dataset's table by its replacement rule (docs/import.md). */
export async function mergeStaged(trx: Db, dataset: Dataset): Promise<MergeCounts> {
  const columns = dataset.columns.map((c) => c.name);
  const rule = dataset.replacement;
  switch (rule.kind) {
    case 'upsert':
      return mergeByKey(trx, dataset.table, STAGING, columns, dataset.key ?? []);
    case 'keyed-scope':
      return mergeByKey(trx, dataset.table, STAGING, columns, dataset.key ?? [], { columns: rule.scope });
    case 'scope':
      return mergeByScope(trx, dataset.table, columns, rule.scope);
    case 'statement':
      return mergeStatement(trx, dataset.table, columns, rule.scope, rule.date);
    case 'parent-scope':
      return mergeUnderParent(trx, dataset, rule.parent, rule.scope);
  }
}
