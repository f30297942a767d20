import { type VerifyDocumentResponse, type VerifyLetterResponse, groupLetterCode, normaliseLetterCode } from '@coop/contract';
import { type ThrottleRule, uncountAttempt } from '../../db/repositories/login-throttle-repository';
import { readSiteConfig } from '../../db/repositories/site-config-repository';
import { clientAddress, type DomainContext } from '../../domain/context';
import { verifyIssuedDocument } from '../../documents/issued-documents';
import { addressLocked, countAddressAttempt } from '../../http/address-limit';
import { ApiFailure } from '../../http/api-failure';
import { CONFIRMATION_TEXT as T } from './confirmation-text';
import { letterFingerprint } from './letter-fingerprint';
import { findResponseByCode, listAnswers } from './letter-queries';
import { maskMemberName } from '../../text/mask-member-name';

const MINUTE = 60_000;
/** 60 random bits cannot be guessed, but an address trying code after code is still slowed: 20 misses in 10 minutes. */
const MISS_RULE: ThrottleRule = { limit: 20, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };
const MISS_SCOPE = 'verify-letter';
/**
 * Every lookup, found or not: one every 3 s for 10 minutes. An auditor types or scans a code from paper and reads
 * the answer, some 10 s a letter, so even a few auditors behind one office address stay well under it.
 */
const LOOKUP_RULE: ThrottleRule = { limit: 200, windowMs: 10 * MINUTE, lockMs: 10 * MINUTE };
const LOOKUP_SCOPE = 'verify-letter:lookup';
const TOO_MANY_LOOKUPS = (minutes: number) => `ตรวจสอบหนังสือยืนยันยอดบ่อยเกินไป กรุณาลองใหม่ในอีก ${minutes} นาที`;

/**
 * The public check of a printed letter (decision 034) or any other document the portal issued (decision 079): what
 * was recorded under the code, with the fingerprint recomputed from the rows, so figures changed on paper or a forged
 * code show. Surnames are masked: paper travels. Codes of both come from one generator and cannot collide in practice
 * (60 random bits), so a code is looked up among letters first, then among issued documents.
 */
export async function checkLetter(context: DomainContext, typedCode: string): Promise<VerifyLetterResponse | VerifyDocumentResponse> {
  const { db } = context;
  const now = context.now();
  const address = clientAddress(context);
  // counted first, as a login is (decision 039): every lookup, then as a miss, which a letter found gives back
  const busy = await countAddressAttempt(db, LOOKUP_SCOPE, address, now, LOOKUP_RULE);
  if (busy) throw addressLocked(busy, 'TOO_MANY_TRIES', TOO_MANY_LOOKUPS(busy.minutes));
  const missing = await countAddressAttempt(db, MISS_SCOPE, address, now, MISS_RULE);
  if (missing) throw addressLocked(missing, 'TOO_MANY_TRIES', T.tooManyTries(missing.minutes));
  const code = normaliseLetterCode(typedCode) ?? '';
  const [found, site] = await Promise.all([findResponseByCode(db, code), readSiteConfig(db, context.siteDefaults.site)]);
  if (!found) {
    const issued = await verifyIssuedDocument(db, code, site.coop_name_th);
    if (!issued) throw new ApiFailure(404, 'NO_LETTER', T.noLetter);
    await uncountAttempt(db, MISS_SCOPE, address);
    return issued;
  }
  await uncountAttempt(db, MISS_SCOPE, address);
  const answers = await listAnswers(db, found.campaign_id, found.membership_no);
  const fingerprint = letterFingerprint({
    code: found.letter_code,
    year: found.year,
    balance_date: found.balance_date,
    membership_no: found.membership_no,
    member_name: found.member_name,
    lines: answers,
  });
  return {
    rc_code: '1',
    letter_code: groupLetterCode(found.letter_code),
    year: found.year,
    balance_date: found.balance_date,
    coop_name: site.coop_name_th,
    membership_no: found.membership_no,
    member_name_masked: maskMemberName(found.member_name),
    answered_at: new Date(found.answered_at).toISOString(),
    fingerprint,
    lines: answers.map(({ line_no, kind, reference, description, units, amount, agreed, reason, claimed_amount }) => ({
      line_no,
      kind,
      reference,
      // a guarantee line names another member, whose surname is masked as the member's is
      description: kind === 'guarantee_given' || kind === 'guarantee_received' ? maskMemberName(description) : description,
      units,
      amount,
      agreed,
      // the letter prints the member's reason and amount beside a disputed line, so the check shows them too
      reason,
      claimed_amount,
    })),
  };
}
