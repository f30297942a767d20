import type { LogoutResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { LOGOUT_MESSAGE } from '../../auth/auth-messages';
import { revokeSession } from '../../auth/sessions';
import type { DomainContext } from '../../domain/context';

/** Ends the member's session `tokenHash`; through an impersonation, the staff user's look ends with it. */
export async function memberLogout(context: DomainContext, tokenHash: string): Promise<LogoutResponse> {
  await revokeSession(context.db, context.sessionCache, tokenHash);
  const { actor } = context;
  // the end of an impersonation, by the banner's end button (the member layout's logout is the same call)
  if (actor.kind === 'member' && actor.impersonator) {
    await recordAudit({ ...context, actor: { kind: 'staff', username: actor.impersonator } }, { action: 'impersonation.end', target: actor.membershipNo });
  }
  return { rc_code: '1' as const, message: LOGOUT_MESSAGE };
}
