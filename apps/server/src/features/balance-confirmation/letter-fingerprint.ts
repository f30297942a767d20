import type { BalanceKind } from '@coop/contract';
import { fingerprintOf } from '../../documents/fingerprint';

/** A line as the letter shows it. */
export interface LetterLine {
  line_no: number;
  kind: BalanceKind;
  reference: string;
  description: string;
  units: number | null;
  amount: number;
}

/** A line with the member's answer. */
export interface AnsweredLine extends LetterLine {
  agreed: boolean;
  reason: string;
  claimed_amount: number | null;
}

/** Figures as two-place text, so 12500 and 12500.00 (one driver or another) read the same. */
const fixed = (n: number | null) => (n === null ? null : n.toFixed(2));

const lineFields = (l: LetterLine) => [l.line_no, l.kind, l.reference, l.description, fixed(l.units), fixed(l.amount)];

/** The digest of the lines shown: the answer sends it back, and figures changed since are refused. */
export function linesDigest(lines: readonly LetterLine[]): string {
  return fingerprintOf(lines.map(lineFields));
}

export interface RecordedLetter {
  /** Stored form, without dashes. */
  code: string;
  year: number;
  balance_date: string;
  membership_no: string;
  member_name: string;
  lines: readonly AnsweredLine[];
}

/** SHA-256 (hex) of the recorded letter's canonical text (decision 034): printed on the letter, recomputed by /verify. */
export function letterFingerprint(letter: RecordedLetter): string {
  return fingerprintOf([
    ['letter', letter.code, letter.year, letter.balance_date, letter.membership_no, letter.member_name],
    ...letter.lines.map((l) => [...lineFields(l), l.agreed, l.reason, fixed(l.claimed_amount)]),
  ]);
}
