import type { AccountField, MemberAccountRefusal, MemberAccountResponse, MemberIdentity } from '@coop/contract';
import { isNationalId, parseIsoDate, thaiIsoDate } from '@coop/thai-format';
import { createMemberAccount, findPasswordHash, updatePasswordHash } from '../../db/repositories/member-account-repository';
import { findIdentityFacts, findMemberIdentity } from '../../db/repositories/member-repository';
import { findSitePage, TERMS_KEY } from '../../db/repositories/site-page-repository';
import { recordTermsAcceptance } from './terms-acceptance-queries';
import { PROOF_TEXT } from './proof-messages';
import { claimMatches, type IdentityClaim } from './identity-proof';
import { isKnownDevice } from '../../auth/known-device';
import { clientAddress, type DomainContext } from '../../domain/context';
import { countAttemptAgainstLimits, type Lock, minutesLeft, settleSuccess } from '../../auth/login-throttle';
import { grantLogin, type PasswordLoginDone } from '../../auth/password-login';
import { type CodePurpose, issueOneTimeCode, maskEmail, useOneTimeCode } from './one-time-code';
import { newPasswordProblem } from '../../auth/new-password';
import { hashPassword } from '../../auth/password';
import { revokeAllSessions } from '../../auth/sessions';
import { sendMailLater } from '../../jobs/mail-job';
import { codeBySms, proveBySmsCode } from './code-by-sms';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';

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

/** The answer, and, when registration signed the member in, the browser's new device token. */
export type ProofAnswer =
  | { status: 200; body: MemberAccountResponse; device?: string }
  | { status: 429; body: MemberAccountRefusal; device?: undefined };

interface Refusal {
  error: string;
  check: AccountField[];
}

/** The facts that prove who the member is: an unknown number and a wrong fact read alike, so all four are to check. */
const FACTS: AccountField[] = ['membership_no', 'id_card', 'birth_date', 'mobile'];

/** Refused, with what to check; `triesLeft` once the attempt was counted. */
function refused(refusals: Refusal[], triesLeft?: number): ProofAnswer {
  const check = [...new Set(refusals.flatMap((r) => r.check))];
  const body: MemberAccountResponse = { rc_code: '0', messages: [], errors: refusals.map((r) => r.error), check };
  return { status: 200, body: triesLeft === undefined ? body : { ...body, tries_left: triesLeft } };
}

function tooManyAttempts(lock: Lock, now: Date): ProofAnswer {
  const message = PROOF_TEXT.tooManyAttempts(minutesLeft(lock, now));
  return { status: 429, body: { rc_code: '0', code: 'TOO_MANY_ATTEMPTS', error: message, messages: [], errors: [message], tries_left: 0 } };
}

/** Mistakes the form itself shows, all of them at once; none depends on whether the number exists. */
async function formErrors(context: DomainContext, p: PasswordByProof): Promise<Refusal[]> {
  const errors: Refusal[] = [];
  if (!isNationalId(p.claim.idCard)) errors.push({ error: PROOF_TEXT.badNationalId, check: ['id_card'] });
  const birth = parseIsoDate(p.claim.birthDate);
  if (!birth || birth.year < 1900 || p.claim.birthDate > thaiIsoDate(context.now())) errors.push({ error: PROOF_TEXT.badBirthDate, check: ['birth_date'] });
  if (p.terms) {
    const terms = await findSitePage(context.db, TERMS_KEY);
    if (!terms) errors.push({ error: PROOF_TEXT.noTerms, check: [] });
    else if (!p.terms.accepted) errors.push({ error: PROOF_TEXT.termsNotAccepted, check: ['accept_terms'] });
    else if (p.terms.version !== terms.version) errors.push({ error: PROOF_TEXT.termsChanged, check: ['accept_terms'] });
  }
  return errors;
}

/** A new member is signed in at once, as a login would (issue 24): proof of identity outweighs a password. */
async function signIn(context: DomainContext, membershipNo: string, device: string | undefined): Promise<PasswordLoginDone<MemberIdentity> | undefined> {
  const identity = await findMemberIdentity(context.db, membershipNo);
  return identity && grantLogin(context, 'member', { subject: membershipNo, identity, remember: false, device, way: 'registration' });
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
  if (errors.length > 0) return refused(errors);

  const throttleArea = `member-${p.purpose}`;
  const { lock, triesLeft } = await countAttemptAgainstLimits(db, throttleArea, p.membershipNo, ip, now);
  if (lock && lock.kind !== 'account') return tooManyAttempts(lock, now);
  // Past the account-wide limit, which anyone can reach from enough addresses, the member goes on only with what
  // whoever caused it lacks (decisions 037, 056): a browser they logged in from, or the code mailed or texted to
  // them. Every other attempt gets the lock's answer, whatever was wrong or right, so the lock tells nobody anything.
  const locked = lock !== undefined && !(await isKnownDevice(context, p.device, 'member', p.membershipNo));
  if (lock && locked && !mailer && !context.config.sms) return tooManyAttempts(lock, now);

  // the same queries and one scrypt hash whatever the outcome, so the answer's timing tells nothing
  const [facts, account, hash] = await Promise.all([
    findIdentityFacts(db, p.membershipNo),
    findPasswordHash(db, p.membershipNo),
    hashPassword(p.password),
  ]);
  const registered = account !== undefined;
  const proven = facts !== undefined && claimMatches(p.claim, facts) && registered === (p.purpose === 'forget');
  const sms = facts && codeBySms(context, facts.phone);
  if (lock && locked && !(proven && (sms || (mailer && facts.email)))) return tooManyAttempts(lock, now);
  const notProven = { error: text.notProven, check: FACTS };
  if (!proven) return refused([notProven], triesLeft);

  const problem = await newPasswordProblem(db, p.membershipNo, p.password);
  if (problem) return refused([{ error: problem, check: ['mem_password'] }], triesLeft);

  // a code by SMS where it can be texted: the mobile number on file is one every member who proves it has
  if (sms) {
    const step = await proveBySmsCode(context, sms, { membershipNo: p.membershipNo, purpose: p.purpose, otp: p.otp, phone: facts.phone });
    if (step && 'refusal' in step) return refused([step.refusal], triesLeft);
    if (step) return { status: 200, body: step.asked };
  } else if (mailer && facts.email) {
    if (p.otp === undefined) {
      const email = facts.email;
      // the code and its mail commit together; the mail job retries while the SMTP server is away
      await db.transaction().execute(async (trx) => {
        const code = await issueOneTimeCode(trx, p.membershipNo, p.purpose, now);
        await sendMailLater(context, { to: email, subject: PROOF_TEXT.codeMailSubject, text: PROOF_TEXT.codeMailText(code) }, trx);
      });
      return { status: 200, body: { rc_code: '2', messages: [PROOF_TEXT.codeSent(maskEmail(facts.email))], code_channel: 'email' } };
    }
    if (!(await useOneTimeCode(db, p.membershipNo, p.purpose, p.otp, now))) return refused([{ error: PROOF_TEXT.wrongCode, check: ['otp'] }], triesLeft);
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
    if (!created) return refused([notProven], triesLeft);
  } else {
    await updatePasswordHash(db, p.membershipNo, hash, now);
    await revokeAllSessions(db, context.sessionCache, 'member', p.membershipNo);
    await publishMemberEvent(context, { kind: 'password-reset', key: `password-reset:${p.membershipNo}:${now.getTime()}` }, oneMember(db, p.membershipNo));
  }

  await settleSuccess(db, throttleArea, p.membershipNo, ip);
  // proof of identity outweighs a password: the member's own failed logins from here stop counting against them
  await settleSuccess(db, 'member', p.membershipNo, ip);
  const login = p.purpose === 'register' ? await signIn(context, p.membershipNo, p.device) : undefined;
  const done: MemberAccountResponse = { rc_code: '1', messages: [login ? PROOF_TEXT.register.signedIn : text.done] };
  return login ? { status: 200, body: { ...done, session: login.answer }, device: login.device } : { status: 200, body: done };
}
