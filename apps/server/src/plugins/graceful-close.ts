import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database';
import { ApiFailure } from '../http/api-failure';

export const SHUTTING_DOWN_CODE = 'SHUTTING_DOWN';
export const SHUTTING_DOWN_MESSAGE = 'ระบบกำลังเริ่มทำงานใหม่ กรุณาลองอีกครั้งในอีกสักครู่';
/** Seconds a refused client waits: a restart takes a few. */
const SHUTTING_DOWN_RETRY_AFTER_S = 5;
const POLL_MS = 20;

/**
 * The requests being handled. A request counts from its first hook until its answer is written, or, if its client
 * left, until its answer is ready: its handler goes on without a client, still using the database. An event stream
 * (a hijacked reply) is its route's to end and does not count.
 */
export class RequestsInFlight {
  /** Set when shutdown begins: new requests are refused from then on. */
  draining = false;
  private readonly running = new Map<FastifyRequest, FastifyReply>();

  add(request: FastifyRequest, reply: FastifyReply): void {
    this.running.set(request, reply);
  }

  delete(request: FastifyRequest): void {
    this.running.delete(request);
  }

  get busy(): number {
    let count = 0;
    for (const reply of this.running.values()) if (!reply.sent) count += 1;
    return count;
  }

  /** Whether all finished within `ms`. */
  async settled(ms: number): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (this.busy > 0) {
      if (Date.now() >= deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return true;
  }

  /** The database closes under these: what they then fail with is the shutdown's doing, not a fault to report. */
  silence(): void {
    for (const request of this.running.keys()) request.log.level = 'silent';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    requestsInFlight: RequestsInFlight;
  }
}

/**
 * The close path of SIGTERM and SIGINT (decision 039): new requests get a Thai 503 at once; the ones in flight,
 * also those whose client left, finish against an open database for up to `graceMs`; then the server and the
 * database close. Past the grace the rest have their connections cut and log nothing more.
 */
export async function closeGracefully(app: FastifyInstance, database: DatabaseHandle, graceMs: number): Promise<void> {
  const inFlight = app.requestsInFlight;
  inFlight.draining = true;
  if (!(await inFlight.settled(graceMs))) {
    app.log.warn(`${inFlight.busy} requests still running after ${graceMs / 1000} s: closing their connections`);
    inFlight.silence();
    app.server.closeAllConnections();
  }
  await app.close();
  await database.close();
}

/**
 * Counts requests in flight for closeGracefully and refuses new ones while it drains. Answers sent while closing
 * end their keep-alive connection, which would otherwise hold the close up for Fastify's 72 s keepAliveTimeout.
 */
export default fp(
  async (app) => {
    const inFlight = new RequestsInFlight();
    app.decorate('requestsInFlight', inFlight);
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    // callback hooks: these run on every request, and an async hook costs a promise each
    app.addHook('onRequest', (request, reply, done) => {
      if (inFlight.draining) {
        reply.header('retry-after', String(SHUTTING_DOWN_RETRY_AFTER_S));
        done(new ApiFailure(503, SHUTTING_DOWN_CODE, SHUTTING_DOWN_MESSAGE));
        return;
      }
      inFlight.add(request, reply);
      // written to the end, or an event stream over: done. A client that left: not before its answer is ready
      reply.raw.once('close', () => {
        if (reply.sent) inFlight.delete(request);
      });
      done();
    });
    app.addHook('onSend', (request, reply, payload, done) => {
      if (closing || inFlight.draining) reply.header('connection', 'close');
      if (reply.raw.destroyed) inFlight.delete(request);
      done(null, payload);
    });
  },
  { name: 'graceful-close' },
);
