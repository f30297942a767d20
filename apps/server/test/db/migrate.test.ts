import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { openTestDatabase } from '../support/test-database';

interface Column {
  table_name: string;
  column_name: string;
  data_type: string;
  is_nullable: string;
  numeric_precision: number | null;
  numeric_scale: number | null;
}

/** What the catalog says about every column and index of the schema: enough to see any migration's effect. */
async function catalog(database: DatabaseHandle) {
  const columns = await sql<Column>`
    select table_name, column_name, data_type, is_nullable, numeric_precision, numeric_scale
    from information_schema.columns where table_schema = 'public' order by table_name, column_name`.execute(database.db);
  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes where schemaname = 'public' order by indexname`.execute(database.db);
  return { columns: columns.rows, indexes: indexes.rows };
}

describe('migrations', () => {
  let database: DatabaseHandle;
  let schema: Awaited<ReturnType<typeof catalog>>;
  const column = (table: string, name: string) => schema.columns.find((c) => c.table_name === table && c.column_name === name);
  const index = (name: string) => schema.indexes.find((i) => i.indexname === name)?.indexdef;
  beforeAll(async () => {
    database = await openTestDatabase();
    schema = await catalog(database);
  });
  afterAll(() => database.close());

  it('run again on start without changing anything', async () => {
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    expect(await catalog(database)).toEqual(schema);
  });

  it('keep money exact: no float column anywhere, amounts numeric to the satang', () => {
    expect(schema.columns.filter((c) => ['real', 'double precision'].includes(c.data_type))).toEqual([]);
    for (const [table, name] of [
      ['members', 'salary'], ['share_accounts', 'share_value'], ['share_statements', 'amount'], ['loan_contracts', 'principal_balance'],
      ['loan_statements', 'balance'], ['deposit_accounts', 'balance'], ['deposit_statements', 'amount'], ['kep_headers', 'amount_total'],
      ['dividends', 'net_amount'],
    ] as const) {
      expect(column(table, name), `${table}.${name}`).toMatchObject({ data_type: 'numeric', numeric_precision: 14, numeric_scale: 2, is_nullable: 'NO' });
    }
  });

  it('declare the nullability the repositories rely on', () => {
    expect(column('members', 'membership_no')).toMatchObject({ data_type: 'character', is_nullable: 'NO' });
    expect(column('members', 'birth_date')).toMatchObject({ data_type: 'date', is_nullable: 'YES' });
    expect(column('member_accounts', 'password_hash')).toMatchObject({ data_type: 'text', is_nullable: 'NO' });
    expect(column('sessions', 'expires_at')).toMatchObject({ data_type: 'timestamp with time zone', is_nullable: 'NO' });
    expect(column('loan_collaterals', 'guarantor_no')).toMatchObject({ is_nullable: 'YES' });
    expect(column('kep_lines', 'balance_after')).toMatchObject({ is_nullable: 'YES' });
  });

  it('key statements by owner and sequence, and index them by date for the paged, ranged reads (decision 010)', () => {
    for (const [name, columns] of [
      ['share_statements_date_idx', 'membership_no, operate_date, seq'],
      ['loan_statements_date_idx', 'contract_no, operate_date, seq'],
      ['deposit_statements_date_idx', 'account_no, operate_date, seq'],
      ['loan_statements_pkey', 'contract_no, seq'],
      ['deposit_statements_pkey', 'account_no, seq'],
      ['loan_collaterals_guarantor_idx', 'guarantor_no'],
      ['sessions_subject_idx', 'kind, subject'],
      ['content_items_list_idx', 'category_id, published_at DESC, id DESC'],
    ] as const) {
      expect(index(name), name).toContain(`(${columns})`);
    }
    expect(index('content_items_highlight_idx')).toMatch(/WHERE highlight/);
  });
});
