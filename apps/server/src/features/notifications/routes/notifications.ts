import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DESKTOP_NOTIFY_EVENT, endpoints } from '@coop/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ApiFailure } from '../../../http/api-failure';
import { route } from '../../../http/endpoint-route';
import { StreamSlots } from '../../../realtime/stream-slots';

/** Proxies drop connections that stay silent for a minute or so; a comment line every 25 s keeps them open. */
export const HEARTBEAT_MS = 25_000;
/** How long a disconnected browser waits before EventSource reconnects. */
const RETRY_MS = 5_000;
/** When a client refused a stream (all slots taken) may try again. */
const FULL_RETRY_AFTER_S = 30;
export const STREAMS_FULL_MESSAGE = 'ขณะนี้มีผู้รับการแจ้งเตือนจำนวนมาก กรุณาลองใหม่อีกครั้งในภายหลัง';

interface OpenStreams {
  streams: Set<ServerResponse>;
  slots: StreamSlots;
}

/** Each app's open streams and their slots, set up in the route's own scope (several apps share a test process). */
const openStreamsOf = new WeakMap<FastifyInstance, OpenStreams>();

/** Takes the socket from Fastify and sends the stream's status and headers, with those other hooks set on the reply. */
function startStream(reply: FastifyReply): ServerResponse {
  reply.hijack();
  return reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx would otherwise buffer the stream
    'x-accel-buffering': 'no',
  });
}

/**
 * `GET /api/info/notifications`: a server-sent event stream (text/event-stream) of `.desktopNotify` events whose
 * data is JSON {title, body, url} (spec 7). Events reach every process through PostgreSQL LISTEN/NOTIFY.
 * HEAD answers at once with the stream's headers. Open streams are capped per client address and in total
 * (NOTIFICATION_STREAMS_PER_ADDRESS, NOTIFICATION_STREAMS_TOTAL): beyond, 503 with Retry-After.
 */
export default route(
  endpoints.notificationStream,
  async (request, reply) => {
    // Fastify answers HEAD with this handler: a stream would never end, so the headers alone
    if (request.method === 'HEAD') {
      startStream(reply).end();
      return reply;
    }
    const { streams, slots } = openStreamsOf.get(request.server)!;
    const free = slots.take(request.ip);
    if (!free) throw new ApiFailure(503, 'STREAMS_FULL', STREAMS_FULL_MESSAGE, { 'retry-after': String(FULL_RETRY_AFTER_S) });
    const stream = reply.raw;
    const unsubscribe = await request.server.desktopNotifications
      .subscribe((n) => {
        stream.write(`event: ${DESKTOP_NOTIFY_EVENT}\ndata: ${JSON.stringify(n)}\n\n`);
      })
      .catch((err: unknown) => {
        free();
        throw err;
      });
    startStream(reply);
    stream.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    streams.add(stream);
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const cleanUp = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streams.delete(stream);
      free();
    };
    request.raw.on('close', cleanUp);
    stream.on('close', cleanUp);
    // a client gone while the subscription was being made has no close event left to free its slot
    if (request.raw.socket?.destroyed) cleanUp();
    return reply;
  },
  {
    setup(scope) {
      const open: OpenStreams = { streams: new Set(), slots: new StreamSlots(scope.config.notificationStreams) };
      openStreamsOf.set(scope, open);
      // end the streams before the server waits for its connections to finish
      scope.addHook('preClose', async () => {
        for (const stream of open.streams) stream.end();
      });
    },
  },
);
