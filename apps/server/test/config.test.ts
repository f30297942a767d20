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
