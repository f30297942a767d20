import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledOnce } from '../../src/db/compiled-once';
import type { DatabaseHandle } from '../../src/db/database';
import { openTestDatabase } from '../support/test-database';

describe('compiledOnce', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('builds the query once and runs it with each call’s values, constants of the build kept', async () => {
    let builds = 0;
    const query = compiledOnce((db, p: { a: number; b: string }) => {
      builds++;
      return db.selectNoFrom([sql<number>`${p.a}::int + ${2}`.as('sum'), sql<string>`${p.b}::text || ${p.b}::text`.as('twice')]);
    });
    expect(await query(database.db, { a: 1, b: 'ก' })).toEqual([{ sum: 3, twice: 'กก' }]);
    expect(await query(database.db, { a: 40, b: 'ข' })).toEqual([{ sum: 42, twice: 'ขข' }]);
    expect(builds).toBe(1);
  });

  it('refuses a parameter the build looked at in JavaScript instead of handing it to the query', async () => {
    const query = compiledOnce((db, p: { months: number }) => db.selectNoFrom(sql<number>`${p.months - 1}`.as('n')));
    await expect(query(database.db, { months: 24 })).rejects.toThrow('months never reached the query as a value');
  });
});
