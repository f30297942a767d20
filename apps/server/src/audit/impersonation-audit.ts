import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MemberSession } from '../plugins/member-session';
import { auditStaff } from './audit-log';

/**
 * onResponse hook of the member area: each call made through an impersonated session is one audit row, by the
 * staff user, about the member, with what was asked and how it was answered (a refused action shows as 403).
 */
export const auditImpersonatedRequest = (app: FastifyInstance) => async (request: FastifyRequest, reply: FastifyReply) => {
  // undefined when the member guard refused the request: no session, nothing seen
  const member = request.member as MemberSession | undefined;
  if (!member?.impersonator) return;
  await auditStaff(app.db, app.now(), request, {
    actor: member.impersonator,
    action: 'impersonation.view',
    target: member.membershipNo,
    after: { method: request.method, path: request.url, status: reply.statusCode },
  });
};
