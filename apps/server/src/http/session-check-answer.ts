import type { FastifyReply } from 'fastify';
import { SESSION_ENDED_MESSAGE } from './api-failure';

/** A failed session check of any area: a 400 body with `data.error`, which makes the web app log out (spec 3, 4). */
const sessionCheckFailure = () => ({
  status: false,
  rc_code: '0' as const,
  code: 'SESSION_INVALID',
  error: SESSION_ENDED_MESSAGE,
  data: { error: SESSION_ENDED_MESSAGE },
});

/** A session check's answer, or the 400 that ends the session in the browser when there is none. */
export const answerSessionCheck = <Check>(reply: FastifyReply, check: Check | undefined): Check | FastifyReply =>
  check ?? reply.status(400).send(sessionCheckFailure());
