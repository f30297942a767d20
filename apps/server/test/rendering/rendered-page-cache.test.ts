import { describe, expect, it, vi } from 'vitest';
import type { RenderedPage } from '@coop/contract';
import { RENDERED_PAGE_FRESH_MS, type RenderResult, RenderedPageCache } from '../../src/rendering/rendered-page-cache';

/** A clock moved by hand, in milliseconds. */
function handClock() {
  let ms = Date.parse('2026-11-22T03:00:00Z');
  return {
    now: () => new Date(ms),
    advance(by: number) {
      ms += by;
    },
  };
}

const page = (root: string): RenderedPage => ({ head: '<title>หน้าหลัก</title>', root, state: '' });
const rendered = (root: string, reusable = true): RenderResult => ({ page: page(root), reusable });

describe('RenderedPageCache', () => {
  it('reuses a page rendered less than RENDERED_PAGE_FRESH_MS ago without rendering it again', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now);
    const render = vi.fn(async () => rendered('<main>1</main>'));
    const first = cache.get('/home', render);
    clock.advance(RENDERED_PAGE_FRESH_MS - 1);
    expect(cache.get('/home', render)).toBe(first);
    expect(render).toHaveBeenCalledTimes(1);
    expect(await first).toEqual(page('<main>1</main>'));
  });

  it('renders the page again once RENDERED_PAGE_FRESH_MS have passed', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now);
    let n = 0;
    const render = vi.fn(async () => rendered(`<main>${++n}</main>`));
    await cache.get('/home', render);
    clock.advance(RENDERED_PAGE_FRESH_MS);
    expect(await cache.get('/home', render)).toEqual(page('<main>2</main>'));
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(1);
  });

  it('renders the page again when the clock is set back, rather than reusing it longer', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now);
    const render = vi.fn(async () => rendered('<main>1</main>'));
    await cache.get('/home', render);
    clock.advance(-1);
    await cache.get('/home', render);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('remembers a "no page" too, so a failing address is not rendered again at once', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now);
    const render = vi.fn(async (): Promise<RenderResult> => ({ page: undefined, reusable: true }));
    expect(await cache.get('/boom', render)).toBeUndefined();
    clock.advance(1_000);
    expect(await cache.get('/boom', render)).toBeUndefined();
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders once for requests that arrive while the page is being rendered', async () => {
    const cache = new RenderedPageCache(handClock().now);
    let finish: (value: RenderResult) => void = () => {};
    const render = vi.fn(() => new Promise<RenderResult>((resolve) => (finish = resolve)));
    const waiting = [cache.get('/home', render), cache.get('/home', render), cache.get('/home', render)];
    expect(render).toHaveBeenCalledTimes(1);
    finish(rendered('<main>1</main>'));
    expect(await Promise.all(waiting)).toEqual([page('<main>1</main>'), page('<main>1</main>'), page('<main>1</main>')]);
  });

  it('renders afresh for every visitor a page made from answers that may not be reused', async () => {
    const cache = new RenderedPageCache(handClock().now);
    const render = vi.fn(async () => rendered('<main>อ่าน 1 ครั้ง</main>', false));
    expect(await cache.get('/show/1', render)).toEqual(page('<main>อ่าน 1 ครั้ง</main>'));
    await cache.get('/show/1', render);
    expect(render).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('never holds more than maxEntries pages, dropping the one asked for least recently', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now, 2);
    const render = vi.fn(async () => rendered('<main></main>'));
    for (const key of ['/home', '/show/1', '/show/2']) await cache.get(key, render);
    expect(cache.size).toBe(2);
    expect(render).toHaveBeenCalledTimes(3);
    // the two newest are still there; the oldest is rendered again
    await cache.get('/show/1', render);
    await cache.get('/show/2', render);
    expect(render).toHaveBeenCalledTimes(3);
    await cache.get('/home', render);
    expect(render).toHaveBeenCalledTimes(4);
    expect(cache.size).toBe(2);
  });

  it('keeps a page visitors keep asking for, however many others pass through', async () => {
    const clock = handClock();
    const cache = new RenderedPageCache(clock.now, 2);
    const render = vi.fn(async () => rendered('<main></main>'));
    await cache.get('/home', render);
    for (let id = 1; id <= 5; id++) {
      await cache.get('/home', render);
      await cache.get(`/show/${id}`, render);
    }
    // /home once, then each item once: /home itself was never dropped
    expect(render).toHaveBeenCalledTimes(6);
  });
});
