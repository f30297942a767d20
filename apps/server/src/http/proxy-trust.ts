import type { FastifyServerOptions } from 'fastify';

/**
 * Fastify's `trustProxy` for the configured trust. Fastify 5 deliberately trusts nothing for a bare hop count, so
 * the count becomes a function: the socket's peer and the next `hops - 1` X-Forwarded-For entries from the right are
 * proxies, and the entry before them is the client, whatever the client wrote further left.
 */
export function proxyTrust(trust: boolean | number | string[]): FastifyServerOptions['trustProxy'] {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}
