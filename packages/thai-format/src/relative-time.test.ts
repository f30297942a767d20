import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative-time';

// Thursday 9 January 2025, 14.30 on a Thai clock.
const now = new Date('2025-01-09T07:30:00Z');

describe('formatRelativeTime', () => {
  it('shows time ago on the same day', () => {
    expect(formatRelativeTime('2025-01-09 14:29:30', now)).toBe('เมื่อสักครู่');
    expect(formatRelativeTime('2025-01-09 14:25:00', now)).toBe('5 นาทีที่แล้ว');
    expect(formatRelativeTime('2025-01-09T07:00:00Z', now)).toBe('30 นาทีที่แล้ว');
    expect(formatRelativeTime('2025-01-09 09:00:00', now)).toBe('5 ชั่วโมงที่แล้ว');
    expect(formatRelativeTime('2025-01-09', now)).toBe('วันนี้');
  });
  it('treats a time slightly ahead of the clock today as just now', () => {
    expect(formatRelativeTime('2025-01-09 14:31:00', now)).toBe('เมื่อสักครู่');
  });
  it('shows yesterday with its time', () => {
    expect(formatRelativeTime('2025-01-08 09:05:00', now)).toBe('เมื่อวาน 09.05 น.');
    expect(formatRelativeTime('2025-01-08', now)).toBe('เมื่อวาน');
  });
  it('counts days on the Thai calendar, not by elapsed hours', () => {
    const justAfterMidnight = new Date('2025-01-08T18:00:00Z'); // 01.00 on 9 January in Thailand
    expect(formatRelativeTime('2025-01-08T16:30:00Z', justAfterMidnight)).toBe('เมื่อวาน 23.30 น.');
  });
  it('shows day, short month and time earlier in the current week', () => {
    expect(formatRelativeTime('2025-01-06 10:00:00', now)).toBe('6 ม.ค. 10.00 น.');
    expect(formatRelativeTime('2025-01-05 08:15:00', now)).toBe('5 ม.ค. 08.15 น.');
  });
  it('shows a long date for last week and older', () => {
    expect(formatRelativeTime('2025-01-04 10:00:00', now)).toBe('4 มกราคม 2568');
    expect(formatRelativeTime('2024-12-01 10:00:00', now)).toBe('1 ธันวาคม 2567');
  });
  it('shows a long date for the future', () => {
    expect(formatRelativeTime('2025-01-10 10:00:00', now)).toBe('10 มกราคม 2568');
  });
  it('shows the no-date mark for null and the zero date', () => {
    expect(formatRelativeTime(null, now)).toBe(' - ');
    expect(formatRelativeTime('0000-00-00 00:00:00', now)).toBe(' - ');
  });
});
