import {
  deviceName,
  type MemberLoginResponse,
  type MemberPasskeyOptionsBody,
  type MemberPasskeySignInBody,
  padMembershipNo,
  type PasskeyRequestOptionsResponse,
} from '@coop/contract';
import { claimAttempt, settleSuccess } from '../../auth/login-throttle';
import { recordRefusedSignIn } from '../../auth/sign-in-record';
import { PASSKEY_TEXT, checkPasskeyAssertion, passkeyOf, passkeyRequestOptions } from '../../auth/passkeys';
import { grantLogin, loginLocked } from '../../auth/password-login';
import { findMemberIdentity } from '../../db/repositories/member-repository';
import { listPasskeys } from '../../db/repositories/passkey-repository';
import { clientAddress, type DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { oneMember, publishMemberEvent } from '../../notify/publish-member-event';

/** The throttle's account key for an assertion naming no passkey of ours: its tries still count against the address. */
const UNKNOWN_PASSKEY = 'passkey:unknown';

/**
 * The logon page's options. With the number this device remembers, they list that member's passkeys; a number
 * with none, or none given, gets options any passkey of this site answers (the browser then offers the
 * discoverable ones it holds), so the answer does not tell whether a number has passkeys.
 */
export async function memberPasskeySignInOptions(context: DomainContext, body: MemberPasskeyOptionsBody): Promise<PasskeyRequestOptionsResponse> {
  const membershipNo = body.membership_no === undefined ? undefined : padMembershipNo(body.membership_no);
  const passkeys = membershipNo ? await listPasskeys(context.db, { kind: 'member', membershipNo }) : [];
  const subject = passkeys.length > 0 && membershipNo ? membershipNo : null;
  return { rc_code: '1', options: await passkeyRequestOptions(context, 'member-sign-in', subject, passkeys) };
}

/**
 * A sign-in with a passkey: counted against the member (and the address) before it is checked, as a password
 * login is (decision 015); past the account-wide lock a passkey still gets its owner in, as a known device does,
 * since no one guesses a signature. Ends as the password login ends (`grantLogin`: the same session, answer and
 * device cookie), and the member is told of it.
 */
export async function memberPasskeySignIn(
  context: DomainContext,
  body: MemberPasskeySignInBody,
  device: string | undefined,
): Promise<{ answer: MemberLoginResponse; device: string }> {
  const { db } = context;
  const now = context.now();
  const ip = clientAddress(context);
  const passkey = await passkeyOf(context, body.credential);
  const membershipNo = passkey?.membership_no ?? undefined;
  const lock = await claimAttempt(db, 'member', membershipNo ?? UNKNOWN_PASSKEY, ip, now);
  if (lock && lock.kind !== 'account') {
    if (membershipNo) await recordRefusedSignIn(context, 'member', membershipNo, 'passkey', 'locked');
    throw loginLocked(lock, now);
  }
  if (!passkey || !membershipNo) throw new ApiFailure(401, 'PASSKEY_UNKNOWN', PASSKEY_TEXT.unknown);
  try {
    await checkPasskeyAssertion(context, 'member-sign-in', passkey, membershipNo, body.credential);
  } catch (refusal) {
    // a passkey of this member that did not sign what was asked: a refused sign-in to their account
    await recordRefusedSignIn(context, 'member', membershipNo, 'passkey', 'passkey-refused');
    throw refusal;
  }
  const identity = await findMemberIdentity(db, membershipNo);
  if (!identity) throw new ApiFailure(401, 'PASSKEY_UNKNOWN', PASSKEY_TEXT.unknown);
  await settleSuccess(db, 'member', membershipNo, ip);
  const login = await grantLogin(context, 'member', { subject: membershipNo, identity, remember: body.remember === true, device, way: 'passkey' });
  await publishMemberEvent(
    context,
    {
      kind: 'passkey-sign-in',
      key: `passkey-sign-in:${membershipNo}:${now.getTime()}`,
      params: { name: passkey.name, device: deviceName(context.client?.userAgent), at: now.toISOString() },
    },
    oneMember(db, membershipNo),
  );
  return login;
}
