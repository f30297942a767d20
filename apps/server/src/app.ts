import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions, LogController } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from './config';
import compression from './plugins/compression';
import context, { type ContextOptions } from './plugins/context';
import errorHandler from './plugins/error-handler';
import errorReporting from './plugins/error-reporting';
import jsonBody from './plugins/json-body';
import memberSession from './plugins/member-session';
import securityHeaders from './plugins/security-headers';
import webApp from './plugins/web-app';
import realtime from './realtime/realtime-plugin';
import health from './routes/health';
import infoRoutes from './routes/info/index';
import memberRoutes from './routes/member/index';

export type AppOptions = ContextOptions;

/** Instance options: these cannot be set by a plugin. */
export function serverOptions(config: Config, logger: boolean): FastifyServerOptions {
  return {
    logger: logger ? { level: config.logLevel } : false,
    // access logs belong to the reverse proxy; per-request logging here would halve throughput
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 64 * 1024,
    trustProxy: config.trustProxy,
    forceCloseConnections: true,
    // no coercion: a number where a string belongs is an error, not a guess
    ajv: { customOptions: { coerceTypes: false } },
  };
}

/** The whole portal as one plugin: context, cross-cutting concerns, then the areas' routes. */
export const app = fp<AppOptions>(
  async (fastify, opts) => {
    await fastify.register(context, opts);
    await fastify.register(errorHandler);
    await fastify.register(errorReporting);
    await fastify.register(jsonBody);
    await fastify.register(securityHeaders);
    await fastify.register(compression);
    await fastify.register(memberSession);
    await fastify.register(realtime);
    await fastify.register(health);
    await fastify.register(infoRoutes);
    await fastify.register(memberRoutes);
    await fastify.register(webApp, { webDist: opts.config.webDist, webRenderer: opts.config.webRenderer });
  },
  { name: 'coop-portal' },
);

export async function buildApp(opts: AppOptions, logger = false): Promise<FastifyInstance> {
  const fastify = Fastify(serverOptions(opts.config, logger)).withTypeProvider<TypeBoxTypeProvider>();
  await fastify.register(app, opts);
  await fastify.ready();
  return fastify;
}
