import { parseArgs } from 'node:util';
import { readConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, resetDemoData, seedDemo } from './seed-demo';

/** `npm run seed -- --members 100000 [--reset]`: fills the configured database (PGlite or DATABASE_URL) with demo data. */
const { values } = parseArgs({
  options: { members: { type: 'string', default: '200' }, reset: { type: 'boolean', default: false } },
});
const members = Number(values.members);
if (!Number.isInteger(members) || members < 2 || members > 9_999_999) {
  console.error('--members must be a whole number from 2 to 9999999');
  process.exit(2);
}

const config = readConfig();
// seeding 100,000 members runs statements longer than the timeout that bounds requests
const database = await openDatabase(config, { statementTimeoutMs: 0 });
try {
  await migrateToLatest(database.db);
  if (await isSeeded(database.db)) {
    if (!values.reset) {
      console.error('The database already holds members. Add --reset to replace all its data with demo data.');
      process.exit(1);
    }
    await resetDemoData(database.db);
  }
  const started = Date.now();
  await seedDemo(database.db, { members, dataDir: config.dataDir });
  console.log(`Seeded ${members} demo members into ${database.kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
