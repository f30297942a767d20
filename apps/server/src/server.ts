import { buddhistYear } from '@coop/thai-format';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { closeGracefully } from './plugins/graceful-close';
import { DEMO_REGISTRANT } from './seed/demo-members';
import { DEMO_ADMIN, DEMO_AUDITOR, DEMO_GROUP_LOGIN, DEMO_LOGINS, seedDemoIfEmpty } from './seed/seed-demo';
import { loadSiteDefaults } from './site/site-defaults';
import { withStaffSecretKeys } from './auth/staff-secret-key-file';
import { resealStaffSecrets } from './features/staff-auth/staff-secret-reseal';

const config = await withStaffSecretKeys(readConfig());
const siteDefaults = await loadSiteDefaults(process.env);
// migrations and seeding may run statements longer than the timeout that bounds requests, so they get their own pool
const setup = await openDatabase(config, { statementTimeoutMs: 0 });
await migrateToLatest(setup.db);
const resealed = await resealStaffSecrets(setup.db, config.staffSecretKeys);
if (resealed > 0) console.log(`Sealed ${resealed} staff authenticator secret(s) under the current staff secret key.`);
// the embedded database is a demo unless SEED_DEMO=0; one selected by DATABASE_URL only with SEED_DEMO=1
const demo = config.seedDemo ?? setup.kind === 'pglite';
if (demo) await seedDemoIfEmpty(setup.db, { members: 200, dataDir: config.dataDir });
// PGlite has no statement timeout and cannot be opened twice
const database = setup.kind === 'pglite' ? setup : await setup.close().then(() => openDatabase(config));

const app = await buildApp({ db: database.db, dbKind: database.kind, config, siteDefaults }, true);
await app.listen({ port: config.port, host: config.host });

const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
const lines = [
  '',
  `  Cooperative portal: http://${shownHost}:${config.port}`,
  `  Database: ${database.kind === 'pglite' ? `embedded (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
  // browsers make a passkey only for the address they were made at (decision 074): 127.0.0.1 is not localhost to them
  config.passkeys
    ? `  Passkeys: at ${config.passkeys.origin} only${config.passkeys.origin.startsWith('http:') ? ' (a live site needs HTTPS and PUBLIC_URL)' : ''}`
    : '  Passkeys: off (PUBLIC_URL must be https://, see docs/configuration.md)',
];
if (demo) {
  lines.push('  Demo logins (member area, http://' + `${shownHost}:${config.port}/member/logon):`);
  for (const l of DEMO_LOGINS) lines.push(`    membership no. ${l.membershipNo}  password ${l.password}`);
  lines.push(`  Demo member-group login (http://${shownHost}:${config.port}/membergroup/logon):`);
  lines.push(`    group no. ${DEMO_GROUP_LOGIN.memberGroupNo}  password ${DEMO_GROUP_LOGIN.password}`);
  lines.push(`  Demo staff console (http://${shownHost}:${config.port}/admin/logon):`);
  lines.push(`    username ${DEMO_ADMIN.username}  password ${DEMO_ADMIN.password}  (the first login enrols an authenticator app)`);
  lines.push(`    username ${DEMO_AUDITOR.username}  password ${DEMO_AUDITOR.password}  (auditor: reads balance confirmations; enrols likewise)`);
  const r = DEMO_REGISTRANT;
  const [year, month, day] = r.birth_date.split('-').map(Number);
  lines.push(`  Demo member without a password, to register (http://${shownHost}:${config.port}/member/register):`);
  lines.push(
    `    membership no. ${r.membership_no}  national ID ${r.national_id}  birth date ${day}/${month}/${buddhistYear(year ?? 0)} (Buddhist era)  mobile ${r.phone}`,
  );
}
console.log(lines.join('\n') + '\n');

/** How long a shutdown waits for requests in flight before it cuts their connections. */
const SHUTDOWN_GRACE_MS = 10_000;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: finishing requests in flight, then closing`);
  await closeGracefully(app, database, SHUTDOWN_GRACE_MS);
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
