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

describe('notification stream caps', () => {
  it('default to 5 per address and 1000 in all', () => {
    expect(readConfig({}).notificationStreams).toEqual({ perAddress: 5, total: 1000 });
  });

  it('are read from NOTIFICATION_STREAMS_PER_ADDRESS and NOTIFICATION_STREAMS_TOTAL', () => {
    expect(readConfig({ NOTIFICATION_STREAMS_PER_ADDRESS: '2', NOTIFICATION_STREAMS_TOTAL: '50' }).notificationStreams).toEqual({ perAddress: 2, total: 50 });
  });

  it('refuse a value that is not a whole number of at least 1 at start', () => {
    expect(() => readConfig({ NOTIFICATION_STREAMS_TOTAL: '0' })).toThrow('NOTIFICATION_STREAMS_TOTAL must be a whole number of at least 1, got 0');
  });
});
