import type { SendRequest } from '@coop/contract';

/** How a request leaves the app: the browser's fetch, or, while the server renders a page, the server itself. */
let current: SendRequest = (input, init) => fetch(input, init);

export function sendRequest(input: string, init: RequestInit): Promise<Response> {
  return current(input, init);
}

/**
 * The server renderer answers the page's requests in-process, without a network hop. It is one function for the
 * whole process (every rendered page asks the same server), so setting it once at start is enough.
 */
export function setTransport(transport: SendRequest): void {
  current = transport;
}
