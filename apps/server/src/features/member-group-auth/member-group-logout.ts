import type { LogoutResponse } from '@coop/contract';
import { LOGOUT_MESSAGE } from '../../auth/auth-messages';
import { revokeSession } from '../../auth/sessions';
import type { DomainContext } from '../../domain/context';

/** Ends the group's session `tokenHash`. */
export async function memberGroupLogout(context: DomainContext, tokenHash: string): Promise<LogoutResponse> {
  await revokeSession(context.db, context.sessionCache, tokenHash);
  return { rc_code: '1' as const, message: LOGOUT_MESSAGE };
}
