import type { DehydratedState } from '@tanstack/react-query';

/** The element holding the answers a server-rendered page was made from, for the browser to start with. */
export const SERVER_STATE_ID = 'coop-server-state';

/**
 * The answers as a JSON data block. `<` is written as \u003c, so no text in them (a board post's `</script>`,
 * say) can end the block or open markup; JSON.parse reads it back unchanged.
 */
export function serverStateScript(state: DehydratedState): string {
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script id="${SERVER_STATE_ID}" type="application/json">${json}</script>`;
}

/** The answers of the page the server rendered, or undefined when the browser has to render it alone. */
export function readServerState(doc: Document): DehydratedState | undefined {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}
