import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordImpersonatedCall } from '../audit/impersonation-audit';
import { contextOf } from './request-context';

/**
 * onSend hook of every member route: each call made through an impersonated session is audited, whatever it asks
 * for. Written before the answer leaves, so nothing is seen that is not in the log; a request the member guard
 * refused has no session and is not.
 */
export async function auditImpersonatedRequest(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  // the member's own calls, most of all, pass without building a context they would not use
  if (!(request.member as typeof request.member | undefined)?.impersonator) return payload;
  await recordImpersonatedCall(contextOf(request), { method: request.method, path: request.url, status: reply.statusCode });
  return payload;
}
