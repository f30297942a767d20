#!/usr/bin/env node
// Summarises a V8 .cpuprofile (from `npm run bench -- --profile`): self time by package and the hottest functions.
//   node bench/cpuprofile-summary.mjs bench/out/profile-<time>/postgres.cpuprofile [--top 25]
import fs from 'node:fs';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
if (positionals.length !== 1) {
  console.error('usage: node bench/cpuprofile-summary.mjs <file.cpuprofile> [--top N]');
  process.exit(2);
}
const top = Math.max(1, Math.min(500, Number(values.top) || 25));
const profile = JSON.parse(fs.readFileSync(positionals[0], 'utf8'));

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i];
  selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}

function packageOf(url, fn) {
  if (!url) return fn.startsWith('(') ? fn : '(native)';
  if (url.startsWith('node:')) return 'node core';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1];
  if (url.includes('/apps/server/')) return 'server code';
  return url.replace(/^file:\/\//, '');
}

const byPackage = new Map();
const byFunction = new Map();
let total = 0;
let idle = 0;
for (const [id, us] of selfUs) {
  const n = byId.get(id);
  const { functionName, url, lineNumber } = n.callFrame;
  const fn = functionName || '(anonymous)';
  total += us;
  if (fn === '(idle)') {
    idle += us;
    continue;
  }
  const pkg = packageOf(url, fn);
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  const key = `${fn}  ${url ? url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/apps\//, 'apps/') : ''}:${lineNumber + 1}`;
  byFunction.set(key, (byFunction.get(key) ?? 0) + us);
}
const busy = total - idle;
const pct = (us) => `${((100 * us) / busy).toFixed(1).padStart(5)}%`;
console.log(`profile: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)\n`);
console.log('self time by package:');
for (const [k, v] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
console.log(`\nhottest functions (self time):`);
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(v)}  ${k}`);
