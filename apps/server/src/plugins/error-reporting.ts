import { SDK_DATA_COLLECTION, scrubEvent } from '@coop/error-reporting';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Server faults go to the error-reporting service when SENTRY_DSN is set (decision 019): a request that ended in a
 * 5xx, and a crash. A 503 is left out: it says the database is away, an outage the health check already shows, and
 * would bury real faults under one event per request. Without a DSN the SDK is never loaded.
 */
export default fp(
  async (app) => {
    const { dsn, release, environment } = app.config.errorReporting;
    if (!dsn) return;
    const Sentry = await import('@sentry/node');
    // errors only: no default integrations, no OpenTelemetry and no module instrumentation, so nothing per request
    Sentry.initWithoutDefaultIntegrations({
      dsn,
      release,
      environment,
      enableOpenTelemetrySetup: false,
      enableRuntimeChannelInjection: false,
      dataCollection: SDK_DATA_COLLECTION,
      beforeSend: (event) => scrubEvent(event),
    });

    const failures = new WeakMap<FastifyRequest, Error>();
    // onError runs before the error handler picks the status: the error waits for the answer
    app.addHook('onError', async (request, _reply, error) => {
      failures.set(request, error);
    });
    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      const error = failures.get(request);
      if (!error || reply.statusCode < 500 || reply.statusCode === 503) return;
      Sentry.withScope((scope) => {
        scope.setTags({ route: request.routeOptions.url ?? 'unknown', method: request.method, status: String(reply.statusCode) });
        // the scrubber drops query values and credentials from these; the body is never attached
        const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, String(value)]));
        scope.addEventProcessor((event) => ({ ...event, request: { method: request.method, url: request.url, headers } }));
        Sentry.captureException(error);
      });
    });

    // the process is in an unknown state after either: log, send, and end it as Node would have
    const crash = (kind: string) => (reason: unknown) => {
      app.log.fatal({ err: reason }, kind);
      Sentry.captureException(reason, { tags: { crash: kind } });
      void Sentry.flush(2000).finally(() => process.exit(1));
    };
    const onException = crash('uncaughtException');
    const onRejection = crash('unhandledRejection');
    process.on('uncaughtException', onException);
    process.on('unhandledRejection', onRejection);
    app.addHook('onClose', async () => {
      process.off('uncaughtException', onException);
      process.off('unhandledRejection', onRejection);
      await Sentry.flush(2000);
    });
  },
  { name: 'error-reporting', dependencies: ['context'] },
);
