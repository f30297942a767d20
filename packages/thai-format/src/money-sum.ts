/**
 * Money arrives as baht numbers with at most two places (the contract's amounts). Adding them as floats drifts
 * (0.1 + 0.2), so sums and differences are taken in whole satang and turned back into baht once.
 */
const toSatang = (baht: number): number => Math.round(baht * 100);

/** The exact sum of baht amounts: [0.1, 0.2] → 0.3. */
export function sumBaht(amounts: readonly number[]): number {
  return amounts.reduce((satang, baht) => satang + toSatang(baht), 0) / 100;
}

/** The exact difference of two baht amounts: 1000.1 − 0.2 → 999.9. */
export function subtractBaht(from: number, amount: number): number {
  return (toSatang(from) - toSatang(amount)) / 100;
}
