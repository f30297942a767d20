import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DESKTOP_NOTIFY_EVENT, ErrorResponses } from '@coop/contract';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps them open. */
export const HEARTBEAT_MS = 25_000;
/** How long a disconnected browser waits before EventSource reconnects. */
const RETRY_MS = 5_000;

/**
 * `GET /api/info/notifications`: a server-sent event stream (text/event-stream) of `.desktopNotify` events whose
 * data is JSON {title, body, url} (spec 7). Events reach every process through PostgreSQL LISTEN/NOTIFY.
 */
const notifications: FastifyPluginAsyncTypebox = async (app) => {
  const open = new Set<ServerResponse>();
  // end the streams before the server waits for its connections to finish
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get('/api/info/notifications', { schema: { response: ErrorResponses } }, async (request, reply) => {
    const stream = reply.raw;
    const unsubscribe = await app.desktopNotifications.subscribe((n) => {
      stream.write(`event: ${DESKTOP_NOTIFY_EVENT}\ndata: ${JSON.stringify(n)}\n\n`);
    });
    reply.hijack();
    stream.writeHead(200, {
      // the security headers other hooks set on the reply
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      // nginx would otherwise buffer the stream
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    open.add(stream);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const cleanUp = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(stream);
    };
    request.raw.on('close', cleanUp);
    stream.on('close', cleanUp);
  });
};
export default notifications;
