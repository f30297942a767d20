/**
 * What crosses between the web build's page renderer (apps/web/src/entry-server.tsx, vite-plugin-route-hints.ts) and
 * the server that loads it (apps/server/src/rendering/): declared once here, since neither app may import the other.
 */

/** A public page as markup, drawn on the server (decision 013). */
export interface RenderedPage {
  /** Title, description and preload links, for <head>. */
  head: string;
  /** The page, for #root. */
  root: string;
  /** The answers it was made from, as a JSON data block, for the browser to start with. */
  state: string;
}

/** How the renderer's requests leave it: the browser's fetch, or, on the server, the server answering in-process. */
export type SendRequest = (input: string, init: RequestInit) => Promise<Response>;

/** What the built renderer module exports. */
export interface PageRendererModule {
  createPageRenderer(send: SendRequest): (url: URL) => Promise<RenderedPage | undefined>;
}

/** One entry of the web build's route-hints.json: what the server adds to the page shell for one route pattern. */
export interface RouteHint {
  /** The route's path pattern, `:name` for a parameter. */
  path: string;
  /** Chunks the app starts with, then those of the route's layout and page, that the entry does not already load. */
  scripts: string[];
  /** Public GET endpoints, `:name` standing for the route's parameter of that name. */
  data: string[];
}
