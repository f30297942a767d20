import { Writable } from 'node:stream';
import { createInterface } from 'node:readline';
import { readConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { createStaffUser, staffPasswordProblem, usernameProblem } from './create-staff-user';

/**
 * `npm run admin:create`: makes the first admin of the configured database (PGlite or DATABASE_URL), asking on the
 * terminal; no password is ever a default. The password is not echoed when typed at a terminal.
 */
let muted = false;
const output = new Writable({
  write(chunk, _encoding, done) {
    if (!muted) process.stdout.write(chunk);
    done();
  },
});
const terminal = createInterface({ input: process.stdin, output, terminal: process.stdin.isTTY });
const lines = terminal[Symbol.asyncIterator]();

async function ask(prompt: string, hidden = false): Promise<string> {
  process.stdout.write(prompt);
  muted = hidden;
  const line = await lines.next();
  muted = false;
  if (hidden && process.stdin.isTTY) process.stdout.write('\n');
  if (line.done) throw new Error('the input ended before every question was answered');
  return String(line.value).trim();
}

/** Asks until `problem` finds none, at most three times. */
async function askUntil(prompt: string, problem: (answer: string) => Promise<string | undefined>, hidden = false): Promise<string> {
  for (let tries = 0; tries < 3; tries++) {
    const answer = await ask(prompt, hidden);
    const wrong = await problem(answer);
    if (!wrong) return answer;
    console.error(`  ${wrong}`);
  }
  throw new Error('three answers were refused');
}

const config = readConfig();
const database = await openDatabase(config, { statementTimeoutMs: 0 });
try {
  await migrateToLatest(database.db);
  console.log(`Creating an administrator of the portal's staff console in ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL (DATABASE_URL)'}.`);
  const username = await askUntil('Username (ชื่อผู้ใช้: a-z 0-9 . _ -): ', (answer) => usernameProblem(database.db, answer.toLowerCase()));
  const displayName = await askUntil('Display name (ชื่อที่แสดง): ', async (answer) => (answer ? undefined : 'กรุณากรอกชื่อที่แสดง'));
  let password = '';
  for (let tries = 0; tries < 3 && !password; tries++) {
    const first = await askUntil('Password (รหัสผ่าน): ', (answer) => staffPasswordProblem(answer, [displayName, username]), true);
    if ((await ask('Password again (รหัสผ่านอีกครั้ง): ', true)) === first) password = first;
    else console.error('  รหัสผ่านทั้งสองครั้งไม่ตรงกัน');
  }
  if (!password) throw new Error('the passwords did not match');
  await createStaffUser(database.db, { username: username.toLowerCase(), displayName, role: 'admin', password }, { kind: 'system', actor: 'admin:create' }, new Date());
  console.log(`Administrator ${username.toLowerCase()} created. Log in at /admin/logon: the first login enrols an authenticator app.`);
} catch (error) {
  console.error(`Not created: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  terminal.close();
  await database.close();
}
