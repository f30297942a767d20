import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, type ApiError, IMPERSONATION_API_PREFIX } from '@coop/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { NOT_FOUND_MESSAGE } from '../http/api-failure';
import { inProcessFetch } from '../rendering/in-process-fetch';
import { encodedPage, pickEncoding } from '../rendering/page-encodings';
import { loadPageRenderer } from '../rendering/page-renderer';
import { loadPageShell } from '../rendering/page-shell';

const notFound: ApiError = { rc_code: '0', code: 'NOT_FOUND', error: NOT_FOUND_MESSAGE };

/**
 * Paths the SPA never owns: unknown ones there get a JSON 404, not the app shell. The staff console's pages live
 * under /admin; only its impersonation call (spec 7: GET /admin/impersonate/auth/member) is the API's there.
 */
const apiPrefixes = [API_PREFIX, IMPERSONATION_API_PREFIX, '/mediafiles/', '/assets/'];

/** The client route a request asks for, or undefined when the request is not for the app shell. */
function appShellPath(request: FastifyRequest): string | undefined {
  const url = request.url.split('?')[0] ?? '/';
  return apiPrefixes.some((p) => url.startsWith(p)) || url === API_PREFIX.slice(0, -1) ? undefined : url;
}

/**
 * Serves the built SPA: hashed assets cached for a year, the shell never cached, and client routes answered with
 * the shell, with that route's hints, so deep links and reloads work. Public pages the web build can render
 * (decision 013) come with their markup already in the shell.
 */
export default fp<{ webDist: string | undefined; webRenderer: string | undefined }>(
  async (app, opts) => {
    const dist = opts.webDist;
    const { webDsn, environment } = app.config.errorReporting;
    // the web app reports its errors only where the page names a DSN (decision 019)
    const meta = webDsn ? { 'error-reporting-dsn': webDsn, 'error-reporting-environment': environment } : {};
    const shell = dist && fs.existsSync(path.join(dist, 'index.html')) ? loadPageShell(dist, meta) : undefined;
    const renderer = shell && opts.webRenderer ? await loadPageRenderer(opts.webRenderer, { send: inProcessFetch(app), log: app.log, now: app.now }) : undefined;
    if (renderer) app.onPublicSiteChange(() => renderer.forget());
    if (shell) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        preCompressed: true,
        index: false,
        setHeaders(reply, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
      // a route, not the not-found handler, so the shell is compressed like every other answer
      app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
        const shellPath = appShellPath(request);
        if (shellPath === undefined) return reply.status(404).send(notFound);
        // the path as sent, never read as a host (`//other.example/home`); no query: the rendered pages read none,
        // so `?anything` cannot make a render per request or push the home page out of the cache
        const page = request.method === 'GET' ? await renderer?.render(new URL(`http://portal.invalid${shellPath}`)) : undefined;
        reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
        const html = shell.html(shellPath, page);
        const encoding = page && pickEncoding(request.headers['accept-encoding']);
        if (!page || !encoding) return reply.send(html);
        // compressed here, once per rendered page, rather than by the compression plugin once per request
        return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(await encodedPage(page, html, encoding));
      });
    } else if (dist) {
      app.log.warn(`no built web app at ${dist}: serving the API only (run npm run build)`);
    }
    app.setNotFoundHandler((_request: FastifyRequest, reply: FastifyReply) => reply.status(404).send(notFound));
  },
  { name: 'web-app', dependencies: ['context', 'public-site-changes'] },
);
