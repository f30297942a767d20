import type { FastifyReply, FastifyRequest } from 'fastify';
import { recordImpersonatedCall } from '../audit/impersonation-audit';
import { contextOf } from './request-context';

/**
 * onSend hook of every member route: each call made through an impersonated session is audited, whatever it asks
 * for. Written before the answer leaves, so nothing is seen that is not in the log; a request the member guard
 * refused has no session and is not.
 */
export async function auditImpersonatedRequest(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  await recordImpersonatedCall(contextOf(request), { method: request.method, path: request.url, status: reply.statusCode });
  return payload;
}
