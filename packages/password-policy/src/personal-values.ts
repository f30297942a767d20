import { birthDateForms } from './birth-date-forms';

/** What the cooperative knows of the member, which a password must not be built from. */
export interface PersonalFacts {
  /** Unknown only to a form whose member data has not arrived yet; the server always knows it. */
  membershipNo?: string;
  /** 13 digits. The web app does not have it (the server sends it masked), so only the server checks it. */
  nationalId?: string | null;
  /** ISO `YYYY-MM-DD`. */
  birthDate?: string | null;
}

/** Shorter digit strings turn up in too many unrelated passwords to refuse them all (a birth date as 1/5/23). */
const MIN_DIGITS = 5;

const THAI_ZERO = 0x0e50;

/** Thai digits read as ASCII and the separators people put inside numbers and dates dropped. */
export function digitsView(text: string): string {
  return text
    .replace(/[๐-๙]/g, (digit) => String((digit.codePointAt(0) ?? THAI_ZERO) - THAI_ZERO))
    .replace(/[\s\-/._,]/g, '');
}

/** The digit strings a password may not contain: membership number (padded and not), national ID, birth date. */
export function personalValues(facts: PersonalFacts): string[] {
  const membershipNo = digitsView(facts.membershipNo ?? '');
  const values = [
    membershipNo,
    membershipNo.replace(/^0+/, ''),
    digitsView(facts.nationalId ?? ''),
    ...(facts.birthDate ? birthDateForms(facts.birthDate) : []),
  ];
  return [...new Set(values.filter((value) => value.length >= MIN_DIGITS))];
}

/** Whether the password is, or contains, one of the member's personal numbers in a form people type. */
export function containsPersonalValue(password: string, facts: PersonalFacts): boolean {
  const seen = digitsView(password);
  return personalValues(facts).some((value) => seen.includes(value));
}
