/** Baht as typed: grouping commas and spaces dropped, at most two places; undefined when it is not an amount. */
export function readAmount(text: string): string | undefined {
  const plain = text.replace(/[,\s]/g, '');
  return /^\d{1,12}(\.\d{1,2})?$/.test(plain) && Number(plain) > 0 ? plain : undefined;
}
