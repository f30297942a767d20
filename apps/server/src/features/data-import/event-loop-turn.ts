import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * A pause for other requests, taken when this much work has run since the last one: parsing a chunk resolves promises
 * that never leave the microtask queue, so a long file would otherwise hold the event loop until it ends.
 */
export function eventLoopTurns(everyMs = 15): () => Promise<void> {
  let since = performance.now();
  return async () => {
    if (performance.now() - since < everyMs) return;
    await nextTurn();
    since = performance.now();
  };
}
