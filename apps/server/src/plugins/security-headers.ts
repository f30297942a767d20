import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Where the reCAPTCHA widget comes from: its script's origin, and Google's code and frames, which that script loads
 * (Google's guidance for a CSP).
 */
function recaptchaSources(scriptUrl: string): { script: string[]; frame: string[] } {
  const origin = new URL(scriptUrl).origin;
  return {
    script: [origin, 'https://www.gstatic.com/recaptcha/'],
    frame: [origin, 'https://recaptcha.google.com/recaptcha/'],
  };
}

/** What pages may load beyond their own origin. */
export interface ForeignSources {
  /** The reCAPTCHA widget's script (RECAPTCHA_SCRIPT_URL), when a site key is set. */
  recaptchaScriptUrl?: string;
  /** The origin of the error-reporting service pages send to (SENTRY_WEB_DSN), allowed in connect-src. */
  reportTo?: string;
}

const options = ({ recaptchaScriptUrl, reportTo }: ForeignSources): HelmetOptions => {
  const recaptcha = recaptchaScriptUrl ? recaptchaSources(recaptchaScriptUrl) : { script: [], frame: [] };
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...recaptcha.script],
        frameSrc: ["'self'", ...recaptcha.frame],
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
  };
};

/**
 * Helmet's headers depend on nothing in the request (no CSP nonces), so they are computed once at start:
 * rebuilding them per request cost a twelfth of a member feed's CPU time (bench/RESULTS.md).
 */
export function securityHeaders(sources: ForeignSources = {}): Record<string, string> {
  const headers: Record<string, string> = {};
  const capture = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
    getHeader: () => undefined,
  };
  helmet(options(sources))({} as IncomingMessage, capture as unknown as ServerResponse, () => undefined);
  return headers;
}

export default fp(
  async (app) => {
    const { recaptchaSiteKey, recaptchaScriptUrl, errorReporting } = app.config;
    const headers = securityHeaders({
      recaptchaScriptUrl: recaptchaSiteKey ? recaptchaScriptUrl : undefined,
      reportTo: errorReporting.webDsn ? new URL(errorReporting.webDsn).origin : undefined,
    });
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers', dependencies: ['context'] },
);
