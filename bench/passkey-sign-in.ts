// Sign-in with a passkey against sign-in with a password (issue 27 item 1, decision 074): the built server on a fresh
// embedded database with the demo seed, one member signing in over HTTP both ways, alternately, `--runs` times each;
// prints each way's median and p90 and the ratio of the medians (passkey / password), in one run on one machine.
// A passkey sign-in is two calls (its options, then the signed assertion, signed between them by a software
// authenticator with a real P-256 key); a password sign-in is one call whose scrypt is most of its time.
//
//   npm run build && npx tsx bench/passkey-sign-in.ts [--runs 40]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '@coop/contract';
import { SoftAuthenticator } from '../apps/server/test/support/soft-authenticator';
import { startServer, stopChild } from './lib/child-processes.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_JS = path.join(ROOT, 'apps', 'server', 'dist', 'server.js');
const OUT_DIR = path.join(ROOT, 'bench', 'out');
const MEMBER = '0000001';
const PASSWORD = 'Demo@1234';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '40' } } });
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 5 || runs > 500) throw new Error('--runs must be 5 to 500');
fs.mkdirSync(OUT_DIR, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coop-passkey-bench-'));

async function post(base: string, url: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Record<string, unknown>;
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${JSON.stringify(answer)}`);
  return answer;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
const ms = (n: number) => `${n.toFixed(1)} ms`;

const { child, base, port } = await startServer({
  script: SERVER_JS,
  env: { DATA_DIR: dataDir },
  logFile: path.join(OUT_DIR, 'passkey-sign-in.log'),
  healthTimeoutMs: 180_000,
});
try {
  // the server makes passkeys for http://localhost:PORT (no PUBLIC_URL), whatever address the bench calls it at
  const phone = new SoftAuthenticator(`http://localhost:${port}`);
  const signedIn = await post(base, '/api/member/auth/login', { membership_no: MEMBER, mem_password: PASSWORD });
  const { options: creation } = await post(base, '/api/member/passkeys/options', {}, String(signedIn.token));
  await post(base, '/api/member/passkeys/register', { credential: phone.create(creation as PasskeyCreationOptions) }, String(signedIn.token));

  const byPassword = async () => post(base, '/api/member/auth/login', { membership_no: MEMBER, mem_password: PASSWORD });
  const byPasskey = async () => {
    const { options } = await post(base, '/api/member/auth/passkey/options', { membership_no: MEMBER });
    return post(base, '/api/member/auth/passkey', { credential: phone.get(options as PasskeyRequestOptions) });
  };
  const timed = async (signIn: () => Promise<Record<string, unknown>>) => {
    const started = performance.now();
    const answer = await signIn();
    if (typeof answer.token !== 'string') throw new Error('a sign-in without a token');
    return performance.now() - started;
  };
  // warm both paths (JIT, prepared statements) before counting
  for (let i = 0; i < 3; i++) {
    await timed(byPassword);
    await timed(byPasskey);
  }
  const times = { password: [] as number[], passkey: [] as number[] };
  for (let i = 0; i < runs; i++) {
    // alternately, so a busy moment of the machine falls on both
    times.password.push(await timed(byPassword));
    times.passkey.push(await timed(byPasskey));
  }
  const password = times.password.sort((a, b) => a - b);
  const passkey = times.passkey.sort((a, b) => a - b);
  const ratio = percentile(passkey, 0.5) / percentile(password, 0.5);
  console.log(`sign-in, ${runs} of each, one member over HTTP on 127.0.0.1 (embedded database):`);
  console.log(`  password: median ${ms(percentile(password, 0.5))}, p90 ${ms(percentile(password, 0.9))}`);
  console.log(`  passkey:  median ${ms(percentile(passkey, 0.5))}, p90 ${ms(percentile(passkey, 0.9))} (options and assertion, two calls)`);
  console.log(`  passkey / password (medians): ${ratio.toFixed(2)} — ${ratio <= 1 ? 'at least as fast as' : 'SLOWER than'} a password`);
  process.exitCode = ratio <= 1 ? 0 : 1;
} finally {
  await stopChild(child);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
