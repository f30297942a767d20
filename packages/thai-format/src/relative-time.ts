import { NO_DATE, THAI_MONTHS_SHORT, type DateInput, formatThaiDate, thaiClock, toThaiDateTime } from './thai-date';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function calendarDay(year: number, month: number, day: number): number {
  return Date.UTC(year, month - 1, day) / DAY;
}

/**
 * When something happened, as spec 9 words it: the same day as time ago ("5 นาทีที่แล้ว"), yesterday as
 * "เมื่อวาน 14.05 น.", earlier in the current week (weeks start on Sunday) as "3 ม.ค. 14.05 น.", anything
 * older, or in the future, as a long Buddhist-calendar date; NO_DATE for null or the zero date.
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const t = toThaiDateTime(value);
  const today = toThaiDateTime(now);
  if (!t || !today) return NO_DATE;

  const daysAgo = calendarDay(today.year, today.month, today.day) - calendarDay(t.year, t.month, t.day);
  if (daysAgo === 0) {
    if (!t.hasTime) return 'วันนี้';
    const elapsed = today.epochMs - t.epochMs;
    if (elapsed < MINUTE) return 'เมื่อสักครู่';
    if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)} นาทีที่แล้ว`;
    return `${Math.floor(elapsed / HOUR)} ชั่วโมงที่แล้ว`;
  }
  if (daysAgo === 1) return t.hasTime ? `เมื่อวาน ${thaiClock(t)}` : 'เมื่อวาน';
  if (daysAgo > 1 && daysAgo < 7 && daysAgo <= today.weekday) {
    const dayAndMonth = `${t.day} ${THAI_MONTHS_SHORT[t.month - 1]}`;
    return t.hasTime ? `${dayAndMonth} ${thaiClock(t)}` : dayAndMonth;
  }
  return formatThaiDate(value, 'long');
}
