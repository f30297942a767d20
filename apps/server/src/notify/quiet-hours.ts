/** Quiet hours on the Thai clock (UTC+7, no daylight saving): no push or LINE from 21:00 until 07:00. */
const THAI_OFFSET_HOURS = 7;
const QUIET_FROM = 21;
const QUIET_UNTIL = 7;
const HOUR_MS = 3_600_000;

const thaiHour = (at: Date) => (at.getUTCHours() + THAI_OFFSET_HOURS) % 24;

export const inQuietHours = (at: Date) => thaiHour(at) >= QUIET_FROM || thaiHour(at) < QUIET_UNTIL;

/** The next 07:00 on the Thai clock after a moment in quiet hours. */
export function quietHoursEnd(at: Date): Date {
  const thai = new Date(at.getTime() + THAI_OFFSET_HOURS * HOUR_MS);
  const day = Date.UTC(thai.getUTCFullYear(), thai.getUTCMonth(), thai.getUTCDate());
  const end = day + (QUIET_UNTIL - THAI_OFFSET_HOURS) * HOUR_MS;
  return new Date(thai.getUTCHours() >= QUIET_FROM ? end + 24 * HOUR_MS : end);
}
