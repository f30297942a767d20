import { describe, expect, it } from 'vitest';
import { retryAfterSeconds } from '../../src/notify/retry-after';

const NOW = new Date('2026-11-27T03:00:00Z');

describe('retryAfterSeconds', () => {
  it('reads a number of seconds', () => {
    expect(retryAfterSeconds('120', NOW)).toBe(120);
  });
  it('reads an HTTP date as the seconds until it, never below zero', () => {
    expect(retryAfterSeconds('Fri, 27 Nov 2026 03:01:30 GMT', NOW)).toBe(90);
    expect(retryAfterSeconds('Fri, 27 Nov 2026 02:00:00 GMT', NOW)).toBe(0);
  });
  it('says nothing for a missing or unreadable header', () => {
    expect([retryAfterSeconds(null, NOW), retryAfterSeconds('soon', NOW)]).toEqual([undefined, undefined]);
  });
});
