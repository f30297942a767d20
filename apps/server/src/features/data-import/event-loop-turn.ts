import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A pause for other requests, taken when this much work has run since the last one: parsing a chunk resolves promises
 * that never leave the microtask queue, so a long file would otherwise hold the event loop until it ends. A request
 * waits up to one such slice at each of its steps (its body, each query's answer), so the slice is kept short: at 15 ms
 * member feeds took 600–1,400 ms at p99 while a 100,000-row file was read, at 4 ms about 100 ms (bench/RESULTS.md).
 */
export function eventLoopTurns(everyMs = 4): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await nextTurn();
    since = performance.now();
  };
}
