/** A Thai mobile number as digits from its leading 0: 081-234-5678, 0812345678 and +66 81 234 5678 are one number. */
export function mobileDigits(text: string): string {
  const digits = text.replace(/[^0-9]/g, '');
  return digits.startsWith('66') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
}

/** A number an SMS can reach: ten digits starting 06, 08 or 09 (landlines start 02 to 05 and 07). */
export function isThaiMobile(text: string): boolean {
  return /^0[689][0-9]{8}$/.test(mobileDigits(text));
}

/** 08x-xxx-5678: enough for the member to know which phone, not enough to harvest the number. */
export function maskMobile(text: string): string {
  const digits = mobileDigits(text);
  return `${digits.slice(0, 2)}x-xxx-${digits.slice(-4)}`;
}
