import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import { answerFrameworkError } from './http/framework-errors';
import { logRedaction } from './http/log-redaction';
import { proxyTrust } from './http/proxy-trust';
import { requestIdOf } from './http/request-id';
import compression from './plugins/compression';
import context, { type ContextOptions } from './plugins/context';
import controlCharacters from './plugins/control-characters';
import errorHandler from './plugins/error-handler';
import gracefulClose from './plugins/graceful-close';
import errorReporting from './plugins/error-reporting';
import jsonBody from './plugins/json-body';
import mailer from './plugins/mailer';
import publicSiteChanges from './plugins/public-site-changes';
import memberGroupSession from './plugins/member-group-session';
import memberSession from './plugins/member-session';
import staffSession from './plugins/staff-session';
import privateAnswers from './plugins/private-answers';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import realtime from './realtime/realtime-plugin';
import infoRoutes from './routes/info-area';
import { featureRoutes } from './routes/feature-routes';
import { featureChannels } from './routes/feature-channels';
import { featureJobs } from './routes/feature-jobs';
import jobs from './plugins/jobs';
import vapidKeysAtStart from './features/web-push/routes/vapid-keys-at-start';
import { endpoints } from '@coop/contract';
import { registerEndpoints } from './http/endpoint-route';

export type AppOptions = ContextOptions;

/** Where the log goes: nowhere, standard output, or a stream of JSON lines (tests read it). */
export type LogTarget = boolean | { write(line: string): void };

/** Instance options: these cannot be set by a plugin. */
export function serverOptions(config: Config, logger: LogTarget): FastifyServerOptions {
  return {
    logger: logger === false ? false : { level: config.logLevel, ...logRedaction, ...(logger === true ? {} : { stream: logger }) },
    genReqId: requestIdOf(config.trustProxy !== false),
    // access logs belong to the reverse proxy; per-request logging here would halve throughput
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: proxyTrust(config.trustProxy),
    // closing ends idle keep-alive connections but lets requests in flight finish (server.ts bounds the wait)
    forceCloseConnections: 'idle',
    // a request that arrives while closing is refused by graceful-close's hook in Thai, not by Fastify in English
    return503OnClosing: false,
    // no coercion: a number where a string belongs is an error, not a guess
    ajv: { customOptions: { coerceTypes: false } },
    // a malformed or over-long URL is refused by the router, before the error handler: answer it in Thai too
    frameworkErrors: answerFrameworkError,
  };
}

/** The whole portal as one plugin: context, cross-cutting concerns, then the areas' routes. */
export const app = fp<AppOptions>(
  async (fastify, opts) => {
    await fastify.register(context, { channels: featureChannels, jobDefinitions: featureJobs, ...opts });
    await fastify.register(errorHandler);
    await fastify.register(gracefulClose);
    await fastify.register(errorReporting);
    await fastify.register(jsonBody);
    await fastify.register(controlCharacters);
    await fastify.register(securityHeaders);
    await fastify.register(privateAnswers);
    await fastify.register(compression);
    await fastify.register(mailer);
    await fastify.register(jobs);
    await fastify.register(memberSession);
    await fastify.register(memberGroupSession);
    await fastify.register(staffSession);
    await fastify.register(realtime);
    await fastify.register(publicSiteChanges);
    await fastify.register(infoRoutes);
    await fastify.register(vapidKeysAtStart);
    await registerEndpoints(fastify, endpoints, featureRoutes);
    await fastify.register(webApp, { webDist: opts.config.webDist, webRenderer: opts.config.webRenderer });
  },
  { name: 'coop-portal' },
);

export async function buildApp(opts: AppOptions, logger: LogTarget = false): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
