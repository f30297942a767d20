import type { RenderedPage, SendRequest } from '@coop/contract';
import { type Query, type QueryClient, dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouterProvider, createStaticHandler, createStaticRouter, matchRoutes } from 'react-router';
import { App } from '@/app/app';
import { buildRoutes } from '@/app/build-routes';
import { ROUTES } from '@/app/route-table';
import { serverStateScript } from '@/app/server-state';
import { setTransport } from '@/lib/http/transport';
import { createQueryClient } from '@/lib/query-client';


/** Renders of one page, each after the answers the one before asked for: a page, then its pictures' checks. */
const MAX_PASSES = 4;

/** React writes the <title>, <meta> and preload <link>s a page asks for ahead of its markup; they belong in <head>. */
const HOISTED = /^(?:<(?:link|meta)\b[^>]*\/>|<title>[^<]*<\/title>)+/;

/**
 * A query the render made and nobody has asked the server for yet. `enabled` is an observer's option, but the
 * query keeps the options of the render that built it, and on the server no observer ever subscribes.
 */
const waitingToFetch = (query: Query) =>
  query.state.status === 'pending' && query.state.fetchStatus === 'idle' && (query.options as { enabled?: unknown }).enabled !== false;

/** Renders until no query the page made is left unanswered; undefined when one failed or the page keeps asking. */
async function renderWithAnswers(render: () => string, queryClient: QueryClient): Promise<string | undefined> {
  const cache = queryClient.getQueryCache();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = render();
    if (cache.getAll().some((q) => q.state.status === 'error')) return undefined;
    const waiting = cache.getAll().filter(waitingToFetch);
    if (waiting.length === 0) return html;
    await Promise.all(waiting.map((q) => q.fetch().catch(() => undefined)));
  }
  return undefined;
}

/**
 * The server's renderer of the public pages the route table marks `prerender`: the page a visitor asked for is
 * drawn before any of its code arrives, and the browser takes it over (main.tsx). `send` answers the page's own
 * API and picture requests inside the server. Anything else, a failed answer included, gets undefined: the browser
 * then renders the page alone, as it does every other page, with its usual error states.
 */
export function createPageRenderer(send: SendRequest) {
  setTransport(send);
  const routes = buildRoutes(ROUTES);
  const handler = createStaticHandler(routes);
  const prerendered = new Set(ROUTES.filter((r) => r.prerender).map((r) => r.path));

  return async function renderPage(url: URL): Promise<RenderedPage | undefined> {
    const leaf = matchRoutes(routes, url.pathname)?.at(-1)?.route;
    if (!leaf?.path || !prerendered.has(leaf.path)) return undefined;
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.statusCode !== 200 || context.errors) return undefined;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = createQueryClient();
    const html = await renderWithAnswers(
      () =>
        renderToString(
          <App queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </App>,
        ),
      queryClient,
    );
    const state = html === undefined ? undefined : serverStateScript(dehydrate(queryClient));
    queryClient.clear();
    if (html === undefined || state === undefined) return undefined;
    const head = HOISTED.exec(html)?.[0] ?? '';
    return { head, root: html.slice(head.length), state };
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
