import type { LogoutResponse } from '@coop/contract';
import { recordAudit } from '../../audit/audit-log';
import { endImpersonationsBy } from '../../auth/impersonation';
import { revokeSession } from '../../auth/sessions';
import { STAFF_TEXT } from '../../auth/staff-text';
import { type DomainContext, staffActor } from '../../domain/context';

/** Ends the acting staff user's session `tokenHash`, and with it every member view they opened. */
export async function staffLogout(context: DomainContext, tokenHash: string): Promise<LogoutResponse> {
  await revokeSession(context.db, context.sessionCache, tokenHash);
  await endImpersonationsBy(context, staffActor(context), 'staff_logout');
  await recordAudit(context, { action: 'staff.logout' });
  return { rc_code: '1', message: STAFF_TEXT.loggedOut };
}
