import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ONE_TIME_CODE_LENGTH } from '@coop/contract';
import type { Db } from '../../db/database';
import { deleteOneTimeCode, saveOneTimeCode, spendCodeTry } from './one-time-code-queries';

/** A code lives 10 minutes and takes 5 tries: a million codes cannot be guessed in five. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_TRIES = 5;

export type CodePurpose = 'register' | 'forget';

// the member and the purpose salt the hash, so one stored hash serves no other member or flow
const hashCode = (membershipNo: string, purpose: CodePurpose, code: string) =>
  createHash('sha256').update(`${membershipNo}:${purpose}:${code}`).digest('hex');

/** A fresh code for the member and purpose, replacing any earlier one; the caller mails or texts it. */
export async function issueOneTimeCode(db: Db, membershipNo: string, purpose: CodePurpose, now: Date, ttlMs = CODE_TTL_MS): Promise<string> {
  const code = String(randomInt(0, 10 ** ONE_TIME_CODE_LENGTH)).padStart(ONE_TIME_CODE_LENGTH, '0');
  await saveOneTimeCode(db, {
    membershipNo,
    purpose,
    codeHash: hashCode(membershipNo, purpose, code),
    expiresAt: new Date(now.getTime() + ttlMs),
    tries: CODE_TRIES,
  });
  return code;
}

/** Spends a try; a right code is used up at once, so it proves one thing once. */
export async function useOneTimeCode(db: Db, membershipNo: string, purpose: CodePurpose, code: string, now: Date): Promise<boolean> {
  const stored = await spendCodeTry(db, membershipNo, purpose, now);
  if (!stored) return false;
  const right = timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashCode(membershipNo, purpose, code), 'hex'));
  if (right) await deleteOneTimeCode(db, membershipNo, purpose);
  return right;
}

/** s***@mail.example: enough for the member to know which mailbox, not enough to harvest it. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}
