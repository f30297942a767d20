import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config';

describe('SEED_DEMO', () => {
  it('is unset by default, which seeds the embedded database only', () => {
    expect(readConfig({}).seedDemo).toBeUndefined();
  });

  it('turns demo data on with 1 and off with 0, for either database', () => {
    expect([readConfig({ SEED_DEMO: '1' }).seedDemo, readConfig({ SEED_DEMO: 'true' }).seedDemo]).toEqual([true, true]);
    expect([readConfig({ SEED_DEMO: '0' }).seedDemo, readConfig({ SEED_DEMO: 'false' }).seedDemo]).toEqual([false, false]);
  });

  it('refuses any other value at start', () => {
    expect(() => readConfig({ SEED_DEMO: 'no' })).toThrow('SEED_DEMO must be 1 or 0, got no');
  });
});

describe('error reporting', () => {
  it('is off without SENTRY_DSN and SENTRY_WEB_DSN', () => {
    expect(readConfig({}).errorReporting).toMatchObject({ dsn: undefined, webDsn: undefined });
  });

  it('takes SENTRY_RELEASE over the release the build baked in', () => {
    expect(readConfig({ SENTRY_RELEASE: '2.0.0+abc1234' }).errorReporting.release).toBe('2.0.0+abc1234');
  });

  it('refuses a DSN that is not an http(s) URL at start', () => {
    expect(() => readConfig({ SENTRY_DSN: 'public@errors.example.org/1' })).toThrow(/SENTRY_DSN/);
    expect(() => readConfig({ SENTRY_WEB_DSN: 'ftp://public@errors.example.org/1' })).toThrow(/SENTRY_WEB_DSN/);
  });
});
