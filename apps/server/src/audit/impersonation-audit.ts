import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberSession } from '../plugins/member-session';
import { auditStaff } from './audit-log';

/**
 * onSend hook of the member area: each call made through an impersonated session is one audit row, by the staff
 * user, about the member, with what was asked and how it was answered (a refused action shows as 403). Written
 * before the answer leaves, so nothing is seen that is not in the log.
 */
export const auditImpersonatedRequest = (app: FastifyInstance) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  // undefined when the member guard refused the request: no session, nothing seen
  const member = request.member as MemberSession | undefined;
  if (!member?.impersonator) return payload;
  await auditStaff(app.db, app.now(), request, {
    actor: member.impersonator,
    action: 'impersonation.view',
    target: member.membershipNo,
    after: { method: request.method, path: request.url, status: reply.statusCode },
  });
  return payload;
};
