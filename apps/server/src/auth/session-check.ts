import type { FastifyReply } from 'fastify';
import { SESSION_ENDED_MESSAGE } from '../http/api-failure';
import type { LiveSession } from './sessions';

/** A failed session check of any area: a 400 body with `data.error`, which makes the web app log out (spec 3, 4). */
const sessionCheckFailure = () => ({
  status: false,
  rc_code: '0' as const,
  code: 'SESSION_INVALID',
  error: SESSION_ENDED_MESSAGE,
  data: { error: SESSION_ENDED_MESSAGE },
});

/**
 * The answer of an area's getAuthUser (spec 3, 4, 7): the identity with the session's expiry while both exist, else
 * the 400 that ends the session in the browser.
 */
export function answerSessionCheck<Identity extends object>(reply: FastifyReply, session: LiveSession | undefined, identity: Identity | undefined) {
  if (!session || !identity) return reply.status(400).send(sessionCheckFailure());
  return { status: true, rc_code: '1' as const, data: { ...identity, expires_at: session.expiresAt.toISOString() } };
}
