/**
 * A person's full name the way Thai documents write it: the title attached to the first name, then the surname
 * ("นายสมชาย ใจดี", "จ.ส.อ.สมชาย ใจดี"). Missing parts are left out rather than leaving stray spaces.
 */
export function formatThaiName(prename: string | null | undefined, firstName: string | null | undefined, surname: string | null | undefined): string {
  const given = `${(prename ?? '').trim()}${(firstName ?? '').trim()}`;
  return [given, (surname ?? '').trim()].filter((part) => part !== '').join(' ');
}
