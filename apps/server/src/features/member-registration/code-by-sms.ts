import type { AccountField, MemberAccountResponse } from '@coop/contract';
import { isThaiMobile, maskMobile } from '@coop/thai-format';
import { minutesLeft } from '../../auth/login-throttle';
import type { SmsConfig } from '../../config';
import { countAttempt, type ThrottleRule } from '../../db/repositories/login-throttle-repository';
import type { DomainContext } from '../../domain/context';
import { sendSms } from '../../sms/sms-gateway';
import { type CodePurpose, issueOneTimeCode, useOneTimeCode } from './one-time-code';
import { SMS_CODE_TEXT } from './sms-code-messages';

/** A code by SMS lives 5 minutes (a phone is at hand; a mailbox may not be) and takes the same 5 tries. */
export const SMS_CODE_TTL_MS = 5 * 60_000;

/**
 * Code messages per membership number, whatever the address: every send is already a counted attempt, but past the
 * number-wide lock a proven member goes on from any address, and each message costs the cooperative and rings the
 * member's phone. Five in 15 minutes, then 15 minutes' wait.
 */
export const SMS_CODE_SENDS: ThrottleRule = { limit: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };
const SENDS_SCOPE = 'member-code-sms';

/** The gateway to text the member's code with: where SMS is configured and the number on file is a mobile one. */
export function codeBySms(context: DomainContext, phone: string): SmsConfig | undefined {
  return context.config.sms && isThaiMobile(phone) ? context.config.sms : undefined;
}

export type SmsCodeStep = { asked: MemberAccountResponse } | { refusal: { error: string; check: AccountField[] } };

/**
 * The second proof by SMS for a member whose facts matched: without a code, a fresh one texted to the number on
 * file (the form asks for it, rc_code '2'); with one, undefined when it is right, else the refusal.
 */
export async function proveBySmsCode(
  context: DomainContext,
  sms: SmsConfig,
  p: { membershipNo: string; purpose: CodePurpose; otp: string | undefined; phone: string },
): Promise<SmsCodeStep | undefined> {
  const { db } = context;
  const now = context.now();
  if (p.otp !== undefined) {
    return (await useOneTimeCode(db, p.membershipNo, p.purpose, p.otp, now)) ? undefined : { refusal: { error: SMS_CODE_TEXT.wrongCode, check: ['otp'] } };
  }
  const { lockedUntil } = await countAttempt(db, SENDS_SCOPE, p.membershipNo, now, SMS_CODE_SENDS);
  if (lockedUntil && lockedUntil > now) {
    return { refusal: { error: SMS_CODE_TEXT.tooManyCodes(minutesLeft({ kind: 'account', until: lockedUntil }, now)), check: [] } };
  }
  const code = await issueOneTimeCode(db, p.membershipNo, p.purpose, now, SMS_CODE_TTL_MS);
  const outcome = await sendSms(sms, p.phone, SMS_CODE_TEXT.sms(code), now);
  if (outcome.kind !== 'sent') {
    context.log.warn({ outcome }, 'one-time code SMS not sent');
    return { refusal: { error: SMS_CODE_TEXT.codeNotSent, check: [] } };
  }
  return { asked: { rc_code: '2', messages: [SMS_CODE_TEXT.codeSent(maskMobile(p.phone))], code_channel: 'sms' } };
}
