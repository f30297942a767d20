/** Cron slots read in Asia/Bangkok time, which has had no daylight saving since 1920: a fixed UTC+7. */
const BANGKOK_OFFSET_MS = 7 * 3600_000;
const MINUTE_MS = 60_000;

interface Field {
  readonly min: number;
  readonly max: number;
}
const FIELDS: readonly Field[] = [
  { min: 0, max: 59 }, // minute
  { min: 0, max: 23 }, // hour
  { min: 1, max: 31 }, // day of the month
  { min: 1, max: 12 }, // month
  { min: 0, max: 7 }, // day of the week, 0 and 7 Sunday
];

export interface CronSchedule {
  readonly minutes: ReadonlySet<number>;
  readonly hours: ReadonlySet<number>;
  readonly days: ReadonlySet<number>;
  readonly months: ReadonlySet<number>;
  readonly weekdays: ReadonlySet<number>;
  /** Cron's rule: when both day fields are restricted, a day matching either is a match. */
  readonly eitherDay: boolean;
}

function parseField(text: string, field: Field, expression: string): Set<number> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const match = /^(\*|(\d+)(?:-(\d+))?)(?:\/(\d+))?$/.exec(part);
    if (!match) throw new Error(`cron "${expression}": cannot read "${part}"`);
    const from = match[1] === '*' ? field.min : Number(match[2]);
    const to = match[1] === '*' ? field.max : match[3] !== undefined ? Number(match[3]) : match[4] ? field.max : from;
    const step = match[4] ? Number(match[4]) : 1;
    if (from < field.min || to > field.max || from > to || step < 1) throw new Error(`cron "${expression}": "${part}" is out of range`);
    for (let v = from; v <= to; v += step) values.add(v);
  }
  return values;
}

export function parseCron(expression: string): CronSchedule {
  const parts = expression.trim().split(/\s+/);
  if (parts.length !== 5) throw new Error(`cron "${expression}": five fields expected (minute hour day month weekday)`);
  const [minutes, hours, days, months, weekdays] = parts.map((p, i) => parseField(p, FIELDS[i] as Field, expression)) as [
    Set<number>, Set<number>, Set<number>, Set<number>, Set<number>,
  ];
  if (weekdays.has(7)) weekdays.add(0);
  return { minutes, hours, days, months, weekdays, eitherDay: parts[2] !== '*' && parts[4] !== '*' };
}

function dayMatches(s: CronSchedule, local: Date): boolean {
  const day = s.days.has(local.getUTCDate());
  const weekday = s.weekdays.has(local.getUTCDay());
  return s.eitherDay ? day || weekday : day && weekday;
}

/** The first slot (a whole minute) strictly after `after`, or null if none within about five years. */
export function nextSlot(s: CronSchedule, after: Date): Date | null {
  // Bangkok wall time held in a Date's UTC fields
  const local = new Date(Math.floor((after.getTime() + BANGKOK_OFFSET_MS) / MINUTE_MS) * MINUTE_MS + MINUTE_MS);
  const limit = local.getTime() + 5 * 366 * 24 * 3600_000;
  while (local.getTime() < limit) {
    if (!s.months.has(local.getUTCMonth() + 1)) {
      local.setUTCMonth(local.getUTCMonth() + 1, 1);
      local.setUTCHours(0, 0);
    } else if (!dayMatches(s, local)) {
      local.setUTCDate(local.getUTCDate() + 1);
      local.setUTCHours(0, 0);
    } else if (!s.hours.has(local.getUTCHours())) {
      local.setUTCHours(local.getUTCHours() + 1, 0);
    } else if (!s.minutes.has(local.getUTCMinutes())) {
      local.setUTCMinutes(local.getUTCMinutes() + 1);
    } else {
      return new Date(local.getTime() - BANGKOK_OFFSET_MS);
    }
  }
  return null;
}

/** The latest slot at or before `at`, looking back no further than `since` (exclusive); null if none. */
export function latestSlot(s: CronSchedule, since: Date, at: Date): Date | null {
  let latest: Date | null = null;
  for (let slot = nextSlot(s, since); slot && slot.getTime() <= at.getTime(); slot = nextSlot(s, slot)) latest = slot;
  return latest;
}
