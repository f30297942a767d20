/** The 13th digit of a Thai national ID: (11 − Σ dᵢ·(13−i) mod 11) mod 10 over the first twelve (domain notes). */
export function nationalIdCheckDigit(firstTwelve: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(firstTwelve[i]) * (13 - i);
  return (11 - (sum % 11)) % 10;
}

/** Thirteen digits whose last is the check digit of the rest; spaces and dashes as printed on the card are ignored. */
export function isNationalId(text: string): boolean {
  const digits = nationalIdDigits(text);
  return /^[0-9]{13}$/.test(digits) && nationalIdCheckDigit(digits) === Number(digits[12]);
}

/** The digits of an ID typed as printed (1-2345-67890-12-3). */
export function nationalIdDigits(text: string): string {
  return text.replace(/[\s-]/g, '');
}
