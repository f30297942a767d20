import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import { openTestDatabase } from '../support/test-database';

describe('migrations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('run again on start without changing anything', async () => {
    await migrateToLatest(database.db);
    await migrateToLatest(database.db);
    const tables = await database.db.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining(['login_throttle', 'member_accounts', 'member_groups', 'members', 'sessions', 'site_config']),
    );
  });
});
