import type { FastifyRequest } from 'fastify';
import { ApiFailure } from '../http/api-failure';
import { SUPPORT_TEXT } from './support-text';

/**
 * onRequest hook of every member route that acts for the member (password change, photo upload, and each confirm or
 * request route to come): a staff user seeing the member's view may look, never act (issue 13, decision 031).
 * Runs after the member guard, and before the body is read.
 */
export async function refuseWhileImpersonating(request: FastifyRequest): Promise<void> {
  if (request.member.impersonator !== null) throw new ApiFailure(403, 'IMPERSONATING', SUPPORT_TEXT.refusedWhileImpersonating);
}
