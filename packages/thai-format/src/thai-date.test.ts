import { describe, expect, it } from 'vitest';
import { NO_DATE, buddhistYear, formatThaiDate, formatThaiTime, gregorianYear, thaiDayStart, thaiIsoDate, thaiMonthYear, toThaiDateTime } from './thai-date';

describe('formatThaiDate', () => {
  it('writes Buddhist-calendar years in short and long forms', () => {
    expect(formatThaiDate('2025-01-05', 'short')).toBe('5 ม.ค. 2568');
    expect(formatThaiDate('2025-01-05', 'long')).toBe('5 มกราคม 2568');
    expect(formatThaiDate('1985-12-31')).toBe('31 ธันวาคม 2528');
  });
  it('adds the time with น. when asked and when the input has one', () => {
    expect(formatThaiDate('2025-03-15 09:05:00', 'short', { withTime: true })).toBe('15 มี.ค. 2568 09.05 น.');
    expect(formatThaiDate('2025-03-15 14:30', 'long', { withTime: true })).toBe('15 มีนาคม 2568 14.30 น.');
    expect(formatThaiDate('2025-03-15', 'long', { withTime: true })).toBe('15 มีนาคม 2568');
    expect(formatThaiDate('2025-03-15 14:30:00')).toBe('15 มีนาคม 2568');
  });
  it('reads instants on the Thai clock whatever the machine time zone', () => {
    // 17:30 UTC is 00:30 the next day in Thailand.
    expect(formatThaiDate('2024-12-31T17:30:00Z', 'long', { withTime: true })).toBe('1 มกราคม 2568 00.30 น.');
    expect(formatThaiDate('2025-01-01T00:30:00+07:00', 'short', { withTime: true })).toBe('1 ม.ค. 2568 00.30 น.');
    expect(formatThaiDate(new Date(Date.UTC(2025, 5, 1, 3, 0)), 'short', { withTime: true })).toBe('1 มิ.ย. 2568 10.00 น.');
    expect(formatThaiDate(Date.UTC(2025, 5, 1, 3, 0), 'short')).toBe('1 มิ.ย. 2568');
  });
  it('shows the no-date mark for null, the zero date and nonsense', () => {
    expect(NO_DATE).toBe(' - ');
    for (const value of [null, undefined, '', '0000-00-00 00:00:00', '0000-00-00', '2025-02-30', '2025-13-01', 'yesterday', new Date('x')]) {
      expect(formatThaiDate(value)).toBe(NO_DATE);
    }
  });
});

describe('formatThaiTime', () => {
  it('shows only the time, or the no-date mark for date-only input', () => {
    expect(formatThaiTime('2025-03-15 07:45:10')).toBe('07.45 น.');
    expect(formatThaiTime('2025-03-15')).toBe(NO_DATE);
  });
});

describe('toThaiDateTime', () => {
  it('knows the weekday and whether a time was given', () => {
    expect(toThaiDateTime('2025-01-05')).toMatchObject({ year: 2025, month: 1, day: 5, weekday: 0, hasTime: false });
    expect(toThaiDateTime('2025-01-05T10:00')).toMatchObject({ hour: 10, minute: 0, hasTime: true });
  });
});

describe('buddhistYear', () => {
  it('counts years from the Buddha, as Thai pages do', () => {
    expect(buddhistYear(2026)).toBe(2569);
    expect(buddhistYear(1957)).toBe(2500);
  });
});

describe('thaiMonthYear', () => {
  it('heads a month with its Thai name and Buddhist year', () => {
    expect(thaiMonthYear(2026, 11)).toBe('พฤศจิกายน 2569');
    expect(thaiMonthYear(2025, 1)).toBe('มกราคม 2568');
  });
});

describe('thaiIsoDate', () => {
  it('gives the day on a Thai clock, not in UTC', () => {
    expect(thaiIsoDate(new Date('2026-11-24T18:00:00Z'))).toBe('2026-11-25');
    expect(thaiIsoDate(new Date('2026-11-24T16:59:00Z'))).toBe('2026-11-24');
  });
});

describe('thaiDayStart', () => {
  it('is midnight in Thailand, 17:00 UTC the day before', () => {
    expect(thaiDayStart('2026-11-25').toISOString()).toBe('2026-11-24T17:00:00.000Z');
    expect(thaiIsoDate(thaiDayStart('2026-11-25'))).toBe('2026-11-25');
  });
});

describe('gregorianYear', () => {
  it('undoes buddhistYear', () => {
    expect(gregorianYear(2528)).toBe(1985);
    expect(gregorianYear(buddhistYear(2026))).toBe(2026);
  });
});
