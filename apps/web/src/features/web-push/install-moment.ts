import { thaiToday } from '@coop/thai-format';

/** The days (Thai dates) the member opened the member area on, and whether they put the offer away. */
const VISITS_KEY = 'coop:visit-days';
const DISMISSED_KEY = 'coop:install-dismissed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // storage switched off: the offer comes back next time, which is no harm
  }
}

/**
 * Counts today as a day the member came, and says whether this is a good moment to offer the app: never on the
 * first day (a first visit is for what they came to do), from the second day on, until they install or say later.
 */
export function recordVisitAndAsk(now: Date): boolean {
  const today = thaiToday(now.getTime());
  const days = (read(VISITS_KEY) ?? '').split(' ').filter(Boolean);
  if (!days.includes(today)) write(VISITS_KEY, [...days.slice(-1), today].join(' '));
  const seenBefore = days.some((day) => day !== today);
  return seenBefore && read(DISMISSED_KEY) === null;
}

/** "ไว้ภายหลัง" and installing both end the offer on this browser. */
export function rememberInstallAnswered(): void {
  write(DISMISSED_KEY, '1');
}
