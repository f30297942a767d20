import type { MemberAccountRefusal, MemberAccountResponse } from '@coop/contract';
import { isNationalId, parseIsoDate, thaiIsoDate } from '@coop/thai-format';
import { createMemberAccount, findPasswordHash, updatePasswordHash } from '../../db/repositories/member-account-repository';
import { findIdentityFacts } from '../../db/repositories/member-repository';
import { findSitePage, TERMS_KEY } from '../../db/repositories/site-page-repository';
import { recordTermsAcceptance } from './terms-acceptance-queries';
import { PROOF_TEXT } from './proof-messages';
import { claimMatches, type IdentityClaim } from './identity-proof';
import { isKnownDevice } from '../../auth/known-device';
import { clientAddress, type DomainContext } from '../../domain/context';
import { claimAttempt, type Lock, minutesLeft, settleSuccess } from '../../auth/login-throttle';
import { type CodePurpose, issueOneTimeCode, maskEmail, useOneTimeCode } from './one-time-code';
import { newPasswordProblem } from '../../auth/new-password';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';

export interface PasswordByProof {
  purpose: CodePurpose;
  membershipNo: string;
  claim: IdentityClaim;
  password: string;
  otp: string | undefined;
  /** Registration only: what the member ticked under which version of the terms. */
  terms?: { accepted: boolean; version: number };
  /** The device token the browser brought: one from the member's own earlier login lets them past the account lock. */
  device: string | undefined;
}

export type ProofAnswer = { status: 200; body: MemberAccountResponse } | { status: 429; body: MemberAccountRefusal };

const refused = (...errors: string[]): ProofAnswer => ({ status: 200, body: { rc_code: '0', messages: [], errors } });

function tooManyAttempts(lock: Lock, now: Date): ProofAnswer {
  const message = PROOF_TEXT.tooManyAttempts(minutesLeft(lock, now));
  return { status: 429, body: { rc_code: '0', code: 'TOO_MANY_ATTEMPTS', error: message, messages: [], errors: [message] } };
}

/** Mistakes the form itself shows, all of them at once; none depends on whether the number exists. */
async function formErrors(context: DomainContext, p: PasswordByProof): Promise<string[]> {
  const errors: string[] = [];
  if (!isNationalId(p.claim.idCard)) errors.push(PROOF_TEXT.badNationalId);
  const birth = parseIsoDate(p.claim.birthDate);
  if (!birth || birth.year < 1900 || p.claim.birthDate > thaiIsoDate(context.now())) errors.push(PROOF_TEXT.badBirthDate);
  if (p.terms) {
    const terms = await findSitePage(context.db, TERMS_KEY);
    if (!terms) errors.push(PROOF_TEXT.noTerms);
    else if (!p.terms.accepted) errors.push(PROOF_TEXT.termsNotAccepted);
    else if (p.terms.version !== terms.version) errors.push(PROOF_TEXT.termsChanged);
  }
  return errors;
}

/**
 * Registration (a first password) and the forgotten password (a new one) by proof of identity: the membership
 * number, national ID, birth date and mobile number the cooperative holds, and, where mail is configured and the
 * member has an address, a one-time code sent there. Throttled per number and address like a login; an unknown
 * number, a wrong fact and an account that is (or is not yet) registered get one answer after the same work.
 */
export async function setPasswordByProof(context: DomainContext, p: PasswordByProof): Promise<ProofAnswer> {
  const { db, mailer } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const text = PROOF_TEXT[p.purpose];

  const errors = await formErrors(context, p);
  if (errors.length > 0) return refused(...errors);

  const throttleArea = `member-${p.purpose}`;
  const lock = await claimAttempt(db, throttleArea, p.membershipNo, ip, now);
  if (lock && lock.kind !== 'account') return tooManyAttempts(lock, now);
  // Past the account-wide limit, which anyone can reach from enough addresses, the member goes on only with what
  // whoever caused it lacks (decision 037): a browser they logged in from, or the code mailed to them. Every other
  // attempt gets the lock's answer, whatever was wrong or right, so the lock tells nobody anything.
  const locked = lock !== undefined && !(await isKnownDevice(context, p.device, 'member', p.membershipNo));
  if (lock && locked && !mailer) return tooManyAttempts(lock, now);

  // the same queries and one scrypt hash whatever the outcome, so the answer's timing tells nothing
  const [facts, account, hash] = await Promise.all([
    findIdentityFacts(db, p.membershipNo),
    findPasswordHash(db, p.membershipNo),
    hashPassword(p.password),
  ]);
  const registered = account !== undefined;
  const proven = facts !== undefined && claimMatches(p.claim, facts) && registered === (p.purpose === 'forget');
  if (lock && locked && !(proven && facts.email)) return tooManyAttempts(lock, now);
  if (!proven) return refused(text.notProven);

  const problem = await newPasswordProblem(db, p.membershipNo, p.password);
  if (problem) return refused(problem);

  if (mailer && facts.email) {
    if (p.otp === undefined) {
      const code = await issueOneTimeCode(db, p.membershipNo, p.purpose, now);
      try {
        await mailer.send({ to: facts.email, subject: PROOF_TEXT.codeMailSubject, text: PROOF_TEXT.codeMailText(code) });
      } catch (error) {
        context.log.warn({ err: error }, 'one-time code mail not sent');
        return refused(PROOF_TEXT.codeNotSent);
      }
      return { status: 200, body: { rc_code: '2', messages: [PROOF_TEXT.codeSent(maskEmail(facts.email))] } };
    }
    if (!(await useOneTimeCode(db, p.membershipNo, p.purpose, p.otp, now))) return refused(PROOF_TEXT.wrongCode);
  }

  if (p.purpose === 'register') {
    const created = await db.transaction().execute(async (trx) => {
      if (!(await createMemberAccount(trx, p.membershipNo, hash, now))) return false;
      await recordTermsAcceptance(trx, {
        membership_no: p.membershipNo,
        terms_version: p.terms?.version ?? 0,
        accepted_at: now,
        ip,
        user_agent: (context.client?.userAgent ?? '').slice(0, 300),
      });
      return true;
    });
    // another request registered the number in between
    if (!created) return refused(text.notProven);
  } else {
    await updatePasswordHash(db, p.membershipNo, hash, now);
    await revokeAllSessions(db, context.sessionCache, 'member', p.membershipNo);
  }

  await settleSuccess(db, throttleArea, p.membershipNo, ip);
  // proof of identity outweighs a password: the member's own failed logins from here stop counting against them
  await settleSuccess(db, 'member', p.membershipNo, ip);
  return { status: 200, body: { rc_code: '1', messages: [text.done] } };
}
