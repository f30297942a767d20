import type { PasskeyRequestOptionsResponse, StaffPasskeyOptionsBody, StaffPasskeyVerifyBody, StaffSessionResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { settleSuccess } from '../../auth/login-throttle';
import { PASSKEY_TEXT, checkPasskeyAssertion, passkeyOf, passkeyRequestOptions } from '../../auth/passkeys';
import { listPasskeys } from '../../db/repositories/passkey-repository';
import { clientAddress, type DomainContext } from '../../domain/context';
import { ApiFailure } from '../../http/api-failure';
import { asStaff, claimSecondStep, finishStaffLogin, hasLegacyRecoveryCodes, resolveChallenge } from './staff-login';

/** The second step's options: the passkeys of the user whose password opened the challenge, and a challenge of their own. */
export async function staffPasskeyStepOptions(context: DomainContext, body: StaffPasskeyOptionsBody): Promise<PasskeyRequestOptionsResponse> {
  const { subject: username } = await resolveChallenge(context, body.challenge);
  const passkeys = await listPasskeys(context.db, { kind: 'staff', username });
  if (passkeys.length === 0) throw new ApiFailure(400, 'NO_PASSKEY', PASSKEY_TEXT.unknown);
  return { rc_code: '1', options: await passkeyRequestOptions(context, 'staff-second-factor', username, passkeys) };
}

/**
 * The second step by passkey instead of the authenticator's code (decision 074): throttled and audited as the code
 * is, and only a passkey of the user the challenge belongs to, signed over a challenge given to them, passes.
 */
export async function staffPasskeyStep(
  context: DomainContext,
  body: StaffPasskeyVerifyBody,
  device: string | undefined,
): Promise<{ answer: StaffSessionResponse; device: string }> {
  const challenge = await resolveChallenge(context, body.challenge);
  const username = challenge.subject;
  await claimSecondStep(context, username);
  const passkey = await passkeyOf(context, body.credential);
  try {
    if (!passkey || passkey.staff_username !== username) throw new ApiFailure(401, 'PASSKEY_UNKNOWN', PASSKEY_TEXT.unknown);
    await checkPasskeyAssertion(context, 'staff-second-factor', passkey, username, body.credential);
  } catch (refusal) {
    await recordAudit(asStaff(context, username), { action: 'staff.second_factor_failed', after: { method: 'passkey' } });
    throw refusal;
  }
  await settleSuccess(context.db, 'staff-2fa', username, clientAddress(context));
  const reissue = await hasLegacyRecoveryCodes(context, username);
  return finishStaffLogin(context, { username, challengeTokenHash: challenge.tokenHash, device, method: 'passkey', reissue });
}
