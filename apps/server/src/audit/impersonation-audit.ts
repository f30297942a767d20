import type { DomainContext } from '../domain/context';
import { recordAudit } from './audit-log';

/** What a call through an impersonated session asked for and how it was answered. */
export interface ImpersonatedCall {
  method: string;
  path: string;
  status: number;
}

/**
 * One call made through an impersonated member session: an audit row by the staff user, about the member, with what
 * was asked and how it was answered (a refused action shows as 403). Work the member does themselves writes nothing.
 */
export async function recordImpersonatedCall(context: DomainContext, call: ImpersonatedCall): Promise<void> {
  const { actor } = context;
  if (actor.kind !== 'member' || !actor.impersonator) return;
  await recordAudit({ ...context, actor: { kind: 'staff', username: actor.impersonator } }, { action: 'impersonation.view', target: actor.membershipNo, after: call });
}
