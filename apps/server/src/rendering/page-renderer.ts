import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { PageRendererModule, RenderedPage, SendRequest } from '@coop/contract';
import type { FastifyBaseLogger } from 'fastify';
import { type RenderResult, RenderedPageCache } from './rendered-page-cache';


export interface PageRenderer {
  /** The page at `url`, or undefined when the browser is to render it (not a prerendered route, a failed answer, too slow). */
  render(url: URL): Promise<RenderedPage | undefined>;
  /** Forgets the pages kept for reuse, so the next visitor sees what staff just changed. */
  forget(): void;
}

/** A page that takes longer than this is sent as the plain shell: the browser renders it, as it would anyway. */
const RENDER_TIME_LIMIT_MS = 1_500;

export interface PageRendererOptions {
  send: SendRequest;
  log: FastifyBaseLogger;
  now: () => Date;
}

/**
 * Loads the web build's renderer, or undefined when the build has none (API-only runs, an older build) or it cannot
 * be loaded (logged). A failing or slow render never fails the request: it is logged and the page goes out as the
 * plain shell. Rendered pages are reused for a few seconds (rendered-page-cache.ts).
 */
export async function loadPageRenderer(file: string, { send, log, now }: PageRendererOptions): Promise<PageRenderer | undefined> {
  if (!fs.existsSync(file)) return undefined;
  // a broken renderer is a broken build, but the portal still works without it: every page drawn in the browser
  const module = (await import(pathToFileURL(file).href).catch((err: unknown) => {
    log.error({ err, file }, 'the page renderer cannot be loaded: every page is drawn in the browser');
    return {};
  })) as Partial<PageRendererModule>;
  if (typeof module.createPageRenderer !== 'function') {
    log.error({ file }, 'the page renderer exports no createPageRenderer: every page is drawn in the browser');
    return undefined;
  }
  // Whether the answers one render used may be reused: an answer marked no-store (a news item, whose every read
  // counts a view) makes its page one visitor's, rendered afresh for the next.
  const renderTrack = new AsyncLocalStorage<{ reusable: boolean }>();
  const renderPage = module.createPageRenderer(async (input, init) => {
    const answer = await send(input, init);
    const track = renderTrack.getStore();
    if (track && /\bno-store\b/.test(answer.headers.get('cache-control') ?? '')) track.reusable = false;
    return answer;
  });
  const cache = new RenderedPageCache(now);
  return {
    render: (url) => cache.get(`${url.pathname}${url.search}`, () => renderTracked(url)),
    forget: () => cache.clear(),
  };

  async function renderTracked(url: URL): Promise<RenderResult> {
    const track = { reusable: true };
    const page = await renderTrack.run(track, () => renderInTime(url));
    return { page, reusable: track.reusable };
  }

  async function renderInTime(url: URL): Promise<RenderedPage | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const tooSlow = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        log.warn({ url: url.pathname }, 'page render took too long: sent the plain shell');
        resolve(undefined);
      }, RENDER_TIME_LIMIT_MS);
    });
    try {
      return await Promise.race([renderPage(url), tooSlow]);
    } catch (err) {
      log.error({ err, url: url.pathname }, 'page render failed: sent the plain shell');
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }
}
