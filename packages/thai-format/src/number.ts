const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat('th-TH', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, f);
  }
  return f;
}

/** Amounts may arrive as numbers or as decimal strings ("1234.50") from imported core-banking data. */
function toNumber(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  const n = typeof value === 'number' ? value : Number(value.replace(/,/g, ''));
  return Number.isFinite(n) ? n : undefined;
}

/** Shown where a number is missing or not a number. */
export const NO_NUMBER = '-';

/** Money in baht: th-TH grouping, always `decimals` places (2 by default): 1234.5 → "1,234.50". */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const n = toNumber(value);
  return n === undefined ? NO_NUMBER : formatter(decimals, decimals).format(n);
}

/**
 * Baht in a sentence, as people say it: whole baht without places, otherwise two ("350,000", "1,234.50"), so a
 * figure read inside a line of text is not cluttered by ".00".
 */
export function formatBaht(value: number | string | null | undefined): string {
  const n = toNumber(value);
  if (n === undefined) return NO_NUMBER;
  return formatMoney(n, Number.isInteger(n) ? 0 : 2);
}

/**
 * A change in baht with its sign, as a bank app shows one: "+1,234.50", "−0.10" (the minus sign U+2212, not a
 * hyphen), "0.00" for no change.
 */
export function formatSignedMoney(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return NO_NUMBER;
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  return `${sign}${formatMoney(Math.abs(value))}`;
}

/** A plain number: th-TH grouping, at most `maxDecimals` places (2 by default): 1234.5 → "1,234.5". */
export function formatNumber(value: number | string | null | undefined, maxDecimals = 2): string {
  const n = toNumber(value);
  return n === undefined ? NO_NUMBER : formatter(0, maxDecimals).format(n);
}
