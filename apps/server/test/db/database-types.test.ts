import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/database';
import { DATABASE_TYPES_FILE, databaseTypes } from '../../src/db/database-types-generator';
import { openTestDatabase } from '../support/test-database';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

// on PostgreSQL too, so the types hold on both databases the portal runs on
it('the generated database types are those of the migrated schema (after a migration: npm run db:types)', async () => {
  expect(await databaseTypes(database.db), 'run `npm run db:types`').toBe(await fs.readFile(DATABASE_TYPES_FILE, 'utf8'));
});
