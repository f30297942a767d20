import type { RenderedPage } from '@coop/contract';
import { LRUCache } from 'lru-cache';

/** How long a rendered public page is reused: what visitors see lags the database by at most this. */
export const RENDERED_PAGE_FRESH_MS = 10_000;
/** Pages of 50–70 KB each: a dozen megabytes at most. */
export const MAX_RENDERED_PAGES = 200;

type PageResult = Promise<RenderedPage | undefined>;

/** A render's page (undefined: the browser renders it), and whether the next visitor may be sent the same. */
export interface RenderResult {
  page: RenderedPage | undefined;
  reusable: boolean;
}

/**
 * Rendered pages by address, shared by every visitor (they hold only public data: nothing in them depends on who
 * asks), unless the render says otherwise. A render takes tens of milliseconds of CPU, so without this the home page
 * would serve a few dozen visitors a second per core. Concurrent requests for one address wait for the same render.
 * lru-cache keeps the recency order and the size bound; freshness is judged here, on the app's clock, so tests can
 * move it.
 */
export class RenderedPageCache {
  private readonly entries: LRUCache<string, { at: number; page: PageResult }>;

  constructor(
    private readonly now: () => Date,
    maxEntries = MAX_RENDERED_PAGES,
  ) {
    this.entries = new LRUCache({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  /** Forgets every page (staff changed what they show); a render under way serves only those already waiting. */
  clear(): void {
    this.entries.clear();
  }

  /**
   * The page at `key` while fresh, else what `render` makes of it (also a "no page", so a failing address is not
   * retried at once). A result that is not reusable serves the requests that waited for it, and no later one.
   */
  get(key: string, render: () => Promise<RenderResult>): PageResult {
    const t = this.now().getTime();
    // reading marks the page as the most recently asked for, so the pages visitors keep asking for are kept longest
    const entry = this.entries.get(key);
    // a clock set back must not stretch the reuse
    if (entry && t - entry.at >= 0 && t - entry.at < RENDERED_PAGE_FRESH_MS) return entry.page;
    const result = render();
    const fresh = { at: t, page: result.then((r) => r.page) };
    this.entries.set(key, fresh);
    void result.then((r) => {
      if (!r.reusable && this.entries.peek(key) === fresh) this.entries.delete(key);
    });
    return fresh.page;
  }
}
