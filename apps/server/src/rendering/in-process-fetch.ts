import type { FastifyInstance } from 'fastify';
import type { SendRequest } from '@coop/contract';

/**
 * The server answering the page renderer's own requests (public GETs and picture checks) through `inject`: the
 * same routes, validation and answers a browser gets, without a socket. Anything but GET and HEAD is refused.
 */
export function inProcessFetch(app: FastifyInstance): SendRequest {
  return async (input, init) => {
    const method = init.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') throw new Error(`the page renderer only reads: ${method} ${input}`);
    const res = await app.inject({ method, url: input, headers: { accept: 'application/json' } });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = method === 'HEAD' || res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
