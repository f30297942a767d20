import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from './date-arithmetic';

describe('date arithmetic', () => {
  it('goes forward whole months, keeping the day or the shorter month end', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-02-01', -1)).toBe('2026-01-01');
    expect(addMonths('2026-11-15', 2)).toBe('2027-01-15');
  });

  it('counts actual days', () => {
    expect(daysBetween('2026-01-01', '2026-02-01')).toBe(31);
    expect(daysBetween('2026-02-01', '2026-03-01')).toBe(28);
    expect(daysBetween('2024-02-01', '2024-03-01')).toBe(29);
    expect(daysBetween('2026-03-01', '2026-02-01')).toBe(-28);
  });
});
