import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** What a proxy's id may look like (nginx's `$request_id` is 32 hex digits, Caddy's a UUID). */
const PROXY_ID = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * Each request's id, on every log line of it (`reqId`), in the `X-Request-Id` answer header and a 5xx's body: the
 * proxy's own id where one is trusted to be in front (so its access log and ours join), else a random UUID.
 */
export const requestIdOf =
  (proxyInFront: boolean) =>
  (request: IncomingMessage): string => {
    const given = request.headers['x-request-id'];
    return proxyInFront && typeof given === 'string' && PROXY_ID.test(given) ? given : randomUUID();
  };
