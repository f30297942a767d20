import { afterEach, describe, expect, it } from 'vitest';
import { recordVisitAndAsk, rememberInstallAnswered } from './install-moment';

// 09:00 in Bangkok on two days; 23:30 UTC of the first is already the second day there
const DAY_ONE = new Date('2026-11-20T02:00:00Z');
const DAY_TWO = new Date('2026-11-21T02:00:00Z');
const DAY_TWO_EARLY = new Date('2026-11-20T23:30:00Z');

describe('the moment to offer the app', () => {
  afterEach(() => localStorage.clear());

  it('is never the first day, however often the member comes', () => {
    expect(recordVisitAndAsk(DAY_ONE)).toBe(false);
    expect(recordVisitAndAsk(DAY_ONE)).toBe(false);
  });

  it('is the second day the member comes', () => {
    recordVisitAndAsk(DAY_ONE);
    expect(recordVisitAndAsk(DAY_TWO)).toBe(true);
  });

  it('counts days in Thai time', () => {
    recordVisitAndAsk(DAY_ONE);
    expect(recordVisitAndAsk(DAY_TWO_EARLY)).toBe(true);
  });

  it('ends once the member answered', () => {
    recordVisitAndAsk(DAY_ONE);
    rememberInstallAnswered();
    expect(recordVisitAndAsk(DAY_TWO)).toBe(false);
  });
});
