/** Month arithmetic on {year, month} pairs (month 1-12) and ISO dates, in UTC so no time zone shifts a day. */
export interface YearMonth {
  year: number;
  month: number;
}

export const iso = (y: number, m: number, d: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

export const addMonths = (ym: YearMonth, n: number): YearMonth => {
  const index = ym.year * 12 + (ym.month - 1) + n;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

export const monthsBetween = (from: YearMonth, to: YearMonth) => to.year * 12 + to.month - (from.year * 12 + from.month);

export const lastDay = (ym: YearMonth) => new Date(Date.UTC(ym.year, ym.month, 0)).getUTCDate();

export const monthEnd = (ym: YearMonth) => iso(ym.year, ym.month, lastDay(ym));

export const ymOf = (isoDate: string): YearMonth => ({ year: Number(isoDate.slice(0, 4)), month: Number(isoDate.slice(5, 7)) });

export const daysBetween = (a: string, b: string) => Math.round((Date.parse(b) - Date.parse(a)) / 86_400_000);

export const addDays = (isoDate: string, days: number) => new Date(Date.parse(isoDate) + days * 86_400_000).toISOString().slice(0, 10);

export const round2 = (x: number) => Math.round(x * 100) / 100;
