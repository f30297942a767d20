import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SRC = path.join(ROOT, 'apps/server/src');
const reference = fs.readFileSync(path.join(ROOT, 'docs/configuration.md'), 'utf8');

/** Every environment variable the server reads: `env.NAME` (config.ts and the rest) and the site settings' `env: 'NAME'`. */
function variablesRead(): string[] {
  const names = new Set<string>();
  for (const file of fs.readdirSync(SRC, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'))) {
    const text = fs.readFileSync(path.join(SRC, file), 'utf8');
    for (const [, name] of text.matchAll(/\benv\.([A-Z][A-Z0-9_]+)\b/g)) names.add(name ?? '');
    for (const [, name] of text.matchAll(/\benv: '([A-Z][A-Z0-9_]+)'/g)) names.add(name ?? '');
    for (const [, name] of text.matchAll(/_ENV = '([A-Z][A-Z0-9_]+)'/g)) names.add(name ?? '');
  }
  // NODE_ENV is Node's and the libraries', not a setting of the portal
  names.delete('NODE_ENV');
  return [...names].sort();
}

describe('docs/configuration.md', () => {
  it('finds the settings the server reads (config.ts and the site settings)', () => {
    expect(variablesRead()).toEqual(expect.arrayContaining(['DATABASE_URL', 'PORT', 'LOG_LEVEL', 'COOP_NAME_TH', 'COOP_LOGO_FILE', 'JOB_WORKER']));
  });

  it.each(variablesRead())('names %s', (name) => {
    expect(reference).toContain(`\`${name}\``);
  });
});
