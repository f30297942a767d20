import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** `reportTo`: the origin of the error-reporting service pages send to (SENTRY_WEB_DSN), allowed in connect-src. */
const options = (reportTo: string | undefined): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // the toast library injects its stylesheet at run time
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      connectSrc: reportTo ? ["'self'", reportTo] : ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
  },
  crossOriginEmbedderPolicy: false,
});

/**
 * Helmet's headers depend on nothing in the request (no CSP nonces), so they are computed once at start:
 * rebuilding them per request cost a twelfth of a member feed's CPU time (bench/RESULTS.md).
 */
export function securityHeaders(reportTo?: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  helmet(options(reportTo))({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  return headers;
}

export default fp(
  async (app) => {
    const webDsn = app.config.errorReporting.webDsn;
    const headers = securityHeaders(webDsn ? new URL(webDsn).origin : undefined);
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['context'] },
);
