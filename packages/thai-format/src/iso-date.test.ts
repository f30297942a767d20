import { describe, expect, it } from 'vitest';
import { daysInMonth, monthsBefore, parseIsoDate, thaiToday } from './iso-date';

describe('ISO dates', () => {
  it('accepts real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeUndefined();
    expect(parseIsoDate('2025-13-01')).toBeUndefined();
    expect(parseIsoDate('25-01-01')).toBeUndefined();
    expect(parseIsoDate(null)).toBeUndefined();
  });

  it('knows month lengths', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2026, 11)).toBe(30);
    expect(daysInMonth(2026, 12)).toBe(31);
  });

  it('goes back whole months, keeping to the shorter month end and across years', () => {
    expect(monthsBefore('2026-11-22', 3)).toBe('2026-08-22');
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-02-15', 12)).toBe('2025-02-15');
    expect(monthsBefore('2026-01-10', 1)).toBe('2025-12-10');
  });

  it('reads today on a Thai clock (UTC+7)', () => {
    expect(thaiToday(Date.UTC(2026, 10, 21, 16, 59))).toBe('2026-11-21');
    expect(thaiToday(Date.UTC(2026, 10, 21, 17, 0))).toBe('2026-11-22');
  });
});
